import type { ActivityManifest } from '@/shared/activity';

// The share rank and share-friend cards are only a fallback: once the viewer's share code is known, those pages
// replace them with the viewer's own share-friend link (model/own-share-card.ts), so visits count for the viewer.
export default {
  apiVersion: 'weiketang.activity/v1',
  id: 'double-twelve-2017',
  title: '双十二年终大促',
  startsAt: '2026-11-01T00:00:00+08:00',
  endsAt: '2027-01-15T23:59:59+08:00',
  routes: [
    {
      path: '/activity/doubleTwelve2017/index',
      page: 'promo',
      title: '双十二年终大促',
      background: 'bg-d12',
      auth: 'silent',
      share: {
        title: '双十二年终大促：精选好课限时特惠',
        description: '职场、历史、育儿、理财好课低至 6 折，活动限时，先到先得',
        image: '/activity/double-twelve-2017/share.png',
        link: 'page',
      },
    },
    {
      path: '/activity/doubleTwelve2017/vip/:orderId',
      page: 'vipOrder',
      title: '订单结果',
      background: 'bg-d12',
      auth: 'profile',
      params: { orderId: 'text' },
      share: {
        title: '双十二年终大促：好课限时特惠中',
        description: '职场、历史、育儿、理财好课低至 6 折，活动限时，先到先得',
        image: '/activity/double-twelve-2017/share.png',
        link: 'entry',
      },
    },
    {
      path: '/activity/doubleTwelve2017/shareRank/:token',
      page: 'shareRank',
      title: '邀请排行榜',
      background: 'bg-d12',
      auth: 'profile',
      params: { token: 'text' },
      share: {
        title: '好友邀请你一起抢双十二好课',
        description: '精选好课限时特惠，和我一起学习',
        image: '/activity/double-twelve-2017/share.png',
        link: 'entry',
      },
    },
    {
      path: '/activity/doubleTwelve2017/shareFriend/:token',
      page: 'shareFriend',
      title: '好友邀请',
      background: 'bg-d12',
      auth: 'profile',
      params: { token: 'text' },
      share: {
        title: '好友邀请你一起抢双十二好课',
        description: '精选好课限时特惠，和我一起学习',
        image: '/activity/double-twelve-2017/share.png',
        link: 'entry',
      },
    },
  ],
} satisfies ActivityManifest;

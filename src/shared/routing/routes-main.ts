import type { RouteDef } from './types';

/** Main group and study/open groups of spec §2. */
export const mainRoutes = [
  { name: 'index', path: '/index', meta: { tab: 'discover', auth: 'profile' } },
  { name: 'search', path: '/index/search', meta: { title: '搜索', auth: 'profile' } },
  { name: 'discount', path: '/discount', meta: { title: '限时特惠', middleList: true } },
  { name: 'hot', path: '/hot', meta: { title: '畅销榜', middleList: true } },
  { name: 'free', path: '/free', meta: { title: '免费专区', middleList: true } },
  { name: 'experience', path: '/experience', meta: { title: '体验中心', middleList: true } },
  { name: 'single-usd', path: '/single/usd/:pageNo', meta: { title: '精选单品', share: true, middleList: true } },
  { name: 'help-report', path: '/help/report', meta: { title: '投诉' } },
  { name: 'help-question', path: '/help/question', meta: { title: '常见问题' } },
  { name: 'invite-index', path: '/invite/index', meta: { title: '邀请有礼' } },
  { name: 'invite-card', path: '/invite/card', meta: { title: '我的邀请卡' } },
  { name: 'invite-share', path: '/invite/share', meta: { title: '邀请好友' } },
  { name: 'lesson-special', path: '/lesson/special', meta: { title: '优惠专场', auth: 'profile', middleList: true } },
  {
    name: 'lesson-recommend',
    path: '/lesson/recommend',
    meta: { title: '为你推荐', auth: 'profile', middleList: true },
  },
  { name: 'lesson-package', path: '/lesson/package/:id', meta: { title: '系列课', share: true, auth: 'profile' } },
  { name: 'lesson-channel', path: '/lesson/channel/:id', meta: { title: '专栏', share: true, auth: 'base' } },
  { name: 'lesson-play', path: '/lesson/play/:id', meta: { title: '课程详情', share: true, auth: 'base' } },
  { name: 'lesson-attent', path: '/lesson/attent', meta: { title: '关注公众号', auth: 'base' } },
  {
    name: 'liveroom-listener',
    path: '/liveroom/listener/:studioId/:lessonId',
    meta: { title: '直播间', auth: 'profile', hideFooter: true, bodyClass: 'bg-dark' },
  },
  {
    name: 'liveroom-lecturer',
    path: '/liveroom/lecturer/:studioId/:lessonId',
    meta: { title: '直播间', auth: 'profile', hideFooter: true, bodyClass: 'bg-dark' },
  },
  { name: 'obtain-coupon', path: '/obtain/coupon/:id', meta: { title: '领取优惠券' } },
  { name: 'study-index', path: '/study/index', meta: { title: '学习', tab: 'study', bodyClass: 'bg-gray' } },
  { name: 'open-auth-userinfo', path: '/open/auth/userInfo', meta: { title: '授权', auth: 'none' } },
  { name: 'open-pay-order', path: '/open/pay/order', meta: { title: '订单支付', auth: 'none' } },
] as const satisfies readonly RouteDef[];

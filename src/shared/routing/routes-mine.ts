import { minePaths } from './routes-mine-paths';
import type { RouteDef, RouteMeta } from './types';

/** Every page under /mine needs the user's profile (spec §4) and sits on the grey background. */
const mine = { auth: 'profile', bodyClass: 'bg-gray' } as const satisfies RouteMeta;
/** Studio management: lecturer and real-name gating (spec §5). */
const studio = { ...mine, lecturerOnly: true, realNameOnly: true } as const satisfies RouteMeta;
const lecturer = { ...mine, lecturerOnly: true } as const satisfies RouteMeta;

/** The /mine group of spec §2. */
export const mineRoutes = [
  { name: 'mine-index', path: minePaths['mine-index'], meta: { ...mine, title: '我的', tab: 'mine' } },
  { name: 'mine-person-info', path: minePaths['mine-person-info'], meta: { ...lecturer, title: '个人资料' } },
  { name: 'mine-favorite', path: minePaths['mine-favorite'], meta: { ...mine, title: '我的收藏', middleList: true } },
  { name: 'mine-attent', path: minePaths['mine-attent'], meta: { ...mine, title: '我的关注', middleList: true } },
  { name: 'mine-subscribe', path: minePaths['mine-subscribe'], redirectTo: '/study/index', meta: mine },
  { name: 'mine-coupon', path: minePaths['mine-coupon'], meta: { ...mine, title: '我的优惠券' } },
  { name: 'join-index', path: minePaths['join-index'], meta: { ...mine, title: '讲师入驻' } },
  { name: 'join-info', path: minePaths['join-info'], meta: { ...mine, title: '入驻信息' } },
  { name: 'join-agreement-service', path: minePaths['join-agreement-service'], meta: { ...mine, title: '服务协议' } },
  { name: 'join-agreement-lecturer', path: minePaths['join-agreement-lecturer'], meta: { ...mine, title: '讲师协议' } },
  { name: 'join-agreement-operate', path: minePaths['join-agreement-operate'], meta: { ...mine, title: '运营规范' } },
  { name: 'liveroom-index', path: minePaths['liveroom-index'], meta: { ...lecturer, title: '可上架课程' } },
  {
    name: 'liveroom-distribute-rule',
    path: minePaths['liveroom-distribute-rule'],
    meta: { ...mine, title: '分成规则' },
  },
  { name: 'liveroom-mine', path: minePaths['liveroom-mine'], meta: { ...mine, title: '直播间管理' } },
  { name: 'liveroom-extension', path: minePaths['liveroom-extension'], meta: { ...mine, title: '确认课程信息' } },
  { name: 'liveroom-home', path: minePaths['liveroom-home'], meta: { ...mine, title: '直播间主页' } },
  {
    name: 'liveroom-authenticate',
    path: minePaths['liveroom-authenticate'],
    meta: { ...mine, title: '实名认证' },
  },
  { name: 'liveroom-info', path: minePaths['liveroom-info'], meta: { ...lecturer, title: '直播间资料' } },
  { name: 'channel-index', path: minePaths['channel-index'], meta: { ...studio, title: '专栏管理' } },
  { name: 'channel-add', path: minePaths['channel-add'], meta: { ...studio, title: '新建专栏' } },
  { name: 'channel-edit', path: minePaths['channel-edit'], meta: { ...studio, title: '编辑专栏' } },
  { name: 'channel-lesson-add', path: minePaths['channel-lesson-add'], meta: { ...studio, title: '添加专栏课程' } },
  {
    name: 'channel-lesson-edit',
    path: minePaths['channel-lesson-edit'],
    meta: { ...studio, title: '编辑专栏课程' },
  },
  { name: 'channel-content', path: minePaths['channel-content'], meta: { ...studio, title: '专栏介绍' } },
  { name: 'studio-lesson-index', path: minePaths['studio-lesson-index'], meta: { ...studio, title: '课程管理' } },
  { name: 'studio-lesson-add', path: minePaths['studio-lesson-add'], meta: { ...studio, title: '新建课程' } },
  { name: 'studio-lesson-edit', path: minePaths['studio-lesson-edit'], meta: { ...studio, title: '编辑课程' } },
  { name: 'studio-lesson-content', path: minePaths['studio-lesson-content'], meta: { ...studio, title: '课程介绍' } },
  { name: 'studio-lesson-ware', path: minePaths['studio-lesson-ware'], meta: { ...studio, title: '课件' } },
  { name: 'slide-index', path: minePaths['slide-index'], meta: { ...studio, title: '轮播图' } },
  { name: 'slide-add', path: minePaths['slide-add'], meta: { ...studio, title: '新建轮播图' } },
  { name: 'slide-edit', path: minePaths['slide-edit'], meta: { ...studio, title: '编辑轮播图' } },
  { name: 'slide-choose', path: minePaths['slide-choose'], meta: { ...studio, title: '选择关联内容' } },
  { name: 'wallet-index', path: minePaths['wallet-index'], meta: { ...mine, title: '我的钱包' } },
  { name: 'wallet-detail', path: minePaths['wallet-detail'], meta: { ...mine, title: '收支明细', middleList: true } },
  { name: 'wallet-cash', path: minePaths['wallet-cash'], meta: { ...mine, title: '申请提现' } },
  { name: 'wallet-record', path: minePaths['wallet-record'], meta: { ...mine, title: '提现记录', middleList: true } },
  { name: 'wallet-bank-account', path: minePaths['wallet-bank-account'], meta: { ...mine, title: '提现账户' } },
  { name: 'buy-record', path: minePaths['buy-record'], meta: { ...mine, title: '购买记录', middleList: true } },
  { name: 'extension-index', path: minePaths['extension-index'], meta: { ...mine, title: '推广中心' } },
  { name: 'extension-wallet', path: minePaths['extension-wallet'], meta: { ...mine, title: '推广收益' } },
  {
    name: 'extension-detail',
    path: minePaths['extension-detail'],
    meta: { ...mine, title: '推广明细', middleList: true },
  },
  {
    name: 'extension-record',
    path: minePaths['extension-record'],
    meta: { ...mine, title: '推广记录', middleList: true },
  },
  { name: 'extension-present', path: minePaths['extension-present'], meta: { ...mine, title: '推广提现' } },
  {
    name: 'extension-sharecard',
    path: minePaths['extension-sharecard'],
    meta: { ...mine, title: '推广卡片', share: true },
  },
  { name: 'extension-test', path: minePaths['extension-test'], meta: { ...mine, title: '推广测试页' } },
  { name: 'extension-test2', path: minePaths['extension-test2'], meta: { ...mine, title: '推广测试页 2' } },
  { name: 'extension-secrets', path: minePaths['extension-secrets'], meta: { ...mine, title: '推广秘籍' } },
  { name: 'setting-index', path: minePaths['setting-index'], meta: { ...mine, title: '设置' } },
  { name: 'setting-user', path: minePaths['setting-user'], meta: { ...studio, title: '账号设置' } },
  { name: 'setting-user-say', path: minePaths['setting-user-say'], meta: { ...mine, title: '禁言管理' } },
] as const satisfies readonly RouteDef[];

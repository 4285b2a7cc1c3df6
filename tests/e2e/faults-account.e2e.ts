import { DEMO_TOKENS, faultSuite, type PageCase, studioPages } from './faults.test-utils';

/**
 * The fault suite, second half: the learner's own pages (学习, 我的 and its screens, help, invite, topics,
 * paying), the studio's lesson and column screens as the verified lecturer, the promotion programme and joining. The
 * suite itself is in faults.test-utils.ts; the discovery pages are faults-discovery.e2e.ts.
 */
const PAGES: PageCase[] = [
  { name: '学习', hash: '/study/index', own: '/api/ls/lesson/learnLessonList' },
  { name: '我的', hash: '/mine/index', own: '/api/mine/recommendList' },
  { name: '我的收藏', hash: '/mine/favorite', own: '/api/mine/collectList' },
  { name: '我的关注', hash: '/mine/attent', own: '/api/mine/attentList' },
  { name: '购买记录', hash: '/mine/buyRecord/index', own: '/api/mine/buyRecordList' },
  { name: '直播间主页', hash: '/mine/liveroom/home/1', own: '/api/ls/studio/home' },
  { name: '设置', hash: '/mine/setting/index', own: null },
  { name: '禁言管理', hash: '/mine/setting/userSay', own: '/api/ls/studio/userSay/list' },
  // Static pages (the FAQ; the complaint form sends only when asked): the shell's calls are theirs.
  { name: '常见问题', hash: '/help/question', own: null, every: true },
  { name: '投诉', hash: '/help/report', own: null, every: true },
  // getJyInviteActive answers null when no campaign runs (a valid answer: 暂时没有邀请活动), so not on its own call.
  { name: '邀请有礼', hash: '/invite/index', own: null, every: true },
  { name: '专题', hash: '/topic/list', own: '/api/topic/list' },
  { name: '专题详情', hash: '/topic/4', own: '/api/topic/pageDetail' },
  { name: '订单支付', hash: '/open/pay/order?type=lesson&id=8', own: '/api/ls/lesson/findStudioRoomDetail' },
  ...studioPages(DEMO_TOKENS.verifiedLecturer),
  // The promotion programme (learners promote too); the wallet pages are lecturer-only, so not in this learner suite.
  { name: '推广中心', hash: '/mine/extension/index', own: '/api/promotion/goods' },
  { name: '推广收益', hash: '/mine/extension/wallet', own: '/api/promotion/account' },
  { name: '推广明细', hash: '/mine/extension/detail', own: '/api/promotion/commissions' },
  { name: '推广记录', hash: '/mine/extension/record', own: '/api/promotion/withdrawals' },
  { name: '推广提现', hash: '/mine/extension/present', own: '/api/promotion/account' },
  { name: '推广卡片', hash: '/mine/extension/sharecard?goodsType=1&goodsId=8', own: '/api/promotion/goodsDetail' },
  { name: '推广秘籍', hash: '/mine/extension/secrets', own: '/api/promotion/account' },
  // 讲师入驻 and its pages call nothing of their own until sent (the learner token: the lecturer pages, 实名认证 /
  // 直播间资料 / 账号设置, would need a lecturer's context of their own).
  { name: '讲师入驻', hash: '/mine/join/index', own: null, every: true },
  { name: '入驻信息', hash: '/mine/join/info', own: null, every: true },
  { name: '讲师协议', hash: '/mine/join/agreementLecturer', own: null, every: true },
  { name: '分成规则', hash: '/mine/liveroom/distributeRule', own: null, every: true },
];

faultSuite('fault suite: account, studio and promotion pages, every fault', PAGES);

/**
 * Where each route of the main, study and open groups (spec §2) lives: links need only this
 * (`linkTo('lesson-play', { id: 3 })`), so any screen can link anywhere without the pages' descriptors, which load
 * lazily (src/app/navigation/page-table.ts). A page's descriptor repeats its path, checked against this table.
 */
export const mainPaths = {
  index: '/index',
  search: '/index/search',
  discount: '/discount',
  hot: '/hot',
  free: '/free',
  experience: '/experience',
  'single-usd': '/single/usd/:pageNo',
  'help-report': '/help/report',
  'help-question': '/help/question',
  'invite-index': '/invite/index',
  'invite-card': '/invite/card',
  'invite-share': '/invite/share',
  'lesson-special': '/lesson/special',
  'lesson-recommend': '/lesson/recommend',
  'lesson-package': '/lesson/package/:id',
  'lesson-channel': '/lesson/channel/:id',
  'lesson-play': '/lesson/play/:id',
  'lesson-attent': '/lesson/attent',
  'liveroom-listener': '/liveroom/listener/:studioId/:lessonId',
  'liveroom-lecturer': '/liveroom/lecturer/:studioId/:lessonId',
  'obtain-coupon': '/obtain/coupon/:id',
  'study-index': '/study/index',
  'open-auth-userinfo': '/open/auth/userInfo',
  'open-pay-order': '/open/pay/order',
  // Not in spec §2 (it names the topic calls but no screen): 专题 live under /topic, reached from 首页.
  'topic-list': '/topic/list',
  'topic-detail': '/topic/:id',
} as const;

/** A main-group route's name. The /mine group's routes are in routes-mine-paths.ts (`linkToMine`). */
export type CoreRouteName = keyof typeof mainPaths;

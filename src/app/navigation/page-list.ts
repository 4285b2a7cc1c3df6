/**
 * THE list of the app's routes: one line per page slice (every spec §2 route has its page), and the one route that
 * only redirects. A route missing from this list fails the typecheck (page-table.ts), a name or path that is not in
 * spec §2's tables too (definePage). Loaded lazily with page-table.ts: the home screen carries only its own
 * descriptor.
 */

import { defineRedirect, mineMeta } from '@/shared/routing';

// Built pages: `export { <descriptor> } from '@/pages/<slice>';`
export { buyRecordRoute } from '@/pages/buy-record';
export { extensionRoutes } from '@/pages/extension';
export { helpRoutes } from '@/pages/help';
export { homeRoute } from '@/pages/home';
export { inviteRoutes } from '@/pages/invite';
export { lessonAttentRoute } from '@/pages/lesson-attent';
export { lessonChannelRoute, lessonPackageRoute } from '@/pages/lesson-combo';
export { lessonListRoutes } from '@/pages/lesson-list';
export { lessonPlayRoute } from '@/pages/lesson-play';
export { liveroomAuthenticateRoute } from '@/pages/liveroom-authenticate';
export { liveroomDistributeRuleRoute } from '@/pages/liveroom-distribute-rule';
export { liveroomHomeRoute } from '@/pages/liveroom-home';
export { liveroomInfoRoute } from '@/pages/liveroom-info';
export { liveroomLecturerRoute } from '@/pages/liveroom-lecturer';
export { liveroomListenerRoute } from '@/pages/liveroom-listener';
export { liveroomExtensionRoute, liveroomIndexRoute } from '@/pages/liveroom-listing';
export { liveroomMineRoute } from '@/pages/liveroom-mine';
export { mineAttentRoute } from '@/pages/mine-attent';
export { mineCouponRoute } from '@/pages/mine-coupon';
export { mineFavoriteRoute } from '@/pages/mine-favorite';
export { mineIndexRoute } from '@/pages/mine-index';
export { minePersonInfoRoute } from '@/pages/mine-person-info';
export { obtainCouponRoute } from '@/pages/obtain-coupon';
export { openRoutes } from '@/pages/open';
export { searchRoute } from '@/pages/search';
export { settingIndexRoute } from '@/pages/setting-index';
export { settingUserRoute } from '@/pages/setting-user';
export { settingUserSayRoute } from '@/pages/setting-user-say';
export { slideFormRoutes } from '@/pages/slide-form';
export { slideIndexRoute } from '@/pages/slide-index';
export { studioChannelRoutes } from '@/pages/studio-channel';
export { studioLessonRoutes } from '@/pages/studio-lesson';
export { studyIndexRoute } from '@/pages/study-index';
export { topicRoutes } from '@/pages/topic';
export { walletRoutes } from '@/pages/wallet';

// A route with no page of its own (spec §2: mine/subscribe redirects to the study index).
export const mineSubscribe = defineRedirect('mine-subscribe', '/study/index', mineMeta);
export {
  joinAgreementLecturerRoute,
  joinAgreementOperateRoute,
  joinAgreementServiceRoute,
  joinIndexRoute,
  joinInfoRoute,
} from '@/pages/join';

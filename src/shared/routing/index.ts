export { coreRoutes, routePath } from './core-routes';
export { type CheckedPage, definePage, type PageDescriptor } from './define-page';
export { defineRedirect } from './define-redirect';
export type { Decision, Guard, GuardInput, GuardLoader, ViewerRoles } from './guard';
export { historyDepth, markHistoryEntry, numberHistoryEntries } from './history-depth';
export { type AppLocation, hrefTo, navigateTo, readLocation } from './location';
export { matchRoute, normalizePath, pathTo } from './match';
export { lecturerMeta, mineMeta, studioMeta } from './meta-presets';
export { pagesIn, routesIn } from './pages-in';
export { ACTIVITY_PREFIX, channelPaths, HOME_PATH, MINE_PATH, SEARCH_PATH, tabPaths } from './paths';
export { activityRouteDefaults, type CoreRouteName, linkTo, type RouteName, type RoutePath } from './routes';
export { linkToMine, type MineRouteName } from './routes-mine-paths';
export { shareLink } from './share-link';
export type {
  AuthLevel,
  PageLoader,
  PageModule,
  PageProps,
  ParamKind,
  RouteDef,
  RouteMatch,
  RouteMeta,
  RouteParams,
  RoutePlace,
  Tab,
} from './types';

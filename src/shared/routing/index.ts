export type { Decision, GuardInput, ViewerRoles } from './guard';
export { type AppLocation, hrefTo, navigateTo, readLocation } from './location';
export { matchRoute, normalizePath, pathTo } from './match';
export { ACTIVITY_PREFIX, HOME_PATH, MINE_PATH, tabPaths } from './paths';
export { loadMineRoutes, mainRoutes, needsMineRoutes } from './route-groups';
export { activityRouteDefaults, type CoreRouteName, coreRoutes, findRoute, linkTo } from './routes';
export { shareLink } from './share-link';
export type { AuthLevel, PageProps, ParamKind, RouteDef, RouteMatch, RouteMeta, RouteParams, Tab } from './types';

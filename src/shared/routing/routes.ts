import { pathTo } from './match';
import { HOME_PATH } from './paths';
import { mainRoutes } from './routes-main';
import type { RouteMeta, RouteParams } from './types';

/**
 * A main-group route's name (routes-main.ts). The /mine group's routes are linked with `linkToMine`
 * (routes-mine-paths.ts), so a screen that links only to main routes does not carry the /mine paths. Activity
 * routes are added by the activity runtime (src/app).
 */
export type CoreRouteName = (typeof mainRoutes)[number]['name'];

/** Activity routes are share-enabled unless their manifest turns sharing off. */
export const activityRouteDefaults: RouteMeta = { share: true };

const paths = new Map<string, string>(mainRoutes.map((route) => [route.name, route.path]));

/** The in-app path of a core route: `linkTo('lesson-play', { id: 3 })` → `/lesson/play/3`. */
export function linkTo(name: CoreRouteName, params?: RouteParams): string {
  const path = paths.get(name);
  if (!path) throw new Error(`linkTo: unknown route "${name}"`);
  return name === 'index' ? HOME_PATH : pathTo(path, params);
}

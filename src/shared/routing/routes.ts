import { pathTo } from './match';
import { HOME_PATH } from './paths';
import { type CoreRouteName, mainPaths } from './routes-main-paths';
import type { MineRouteName, minePaths } from './routes-mine-paths';
import type { RouteMeta, RouteParams } from './types';

export type { CoreRouteName };

/** Every route of spec §2 by name: a typo in a name (a link, a page's descriptor) fails the typecheck. */
export type RouteName = CoreRouteName | MineRouteName;

/** The path pattern of a route, as the path tables spell it. */
export type RoutePath<N extends RouteName> = N extends CoreRouteName
  ? (typeof mainPaths)[N]
  : N extends MineRouteName
    ? (typeof minePaths)[N]
    : never;

/** Activity routes are share-enabled unless their manifest turns sharing off. */
export const activityRouteDefaults: RouteMeta = { share: true };

/** The in-app path of a main-group route: `linkTo('lesson-play', { id: 3 })` → `/lesson/play/3`. */
export function linkTo(name: CoreRouteName, params?: RouteParams): string {
  return name === 'index' ? HOME_PATH : pathTo(mainPaths[name], params);
}

import { pathTo } from './match';
import { HOME_PATH } from './paths';
import { mainRoutes } from './routes-main';
import { mineRoutes } from './routes-mine';
import type { RouteDef, RouteMeta, RouteParams } from './types';

/** Every core route of spec §2 in one typed place. Activity routes are added by the activity runtime (src/app). */
export const coreRoutes = [...mainRoutes, ...mineRoutes] as const;

export type CoreRouteName = (typeof coreRoutes)[number]['name'];

/** Activity routes are share-enabled unless their manifest turns sharing off. */
export const activityRouteDefaults: RouteMeta = { share: true };

const byName = new Map<string, RouteDef>(coreRoutes.map((route) => [route.name, route]));

export function findRoute(name: string): RouteDef | undefined {
  return byName.get(name);
}

/** The in-app path of a core route: `linkTo('lesson-play', { id: 3 })` → `/lesson/play/3`. */
export function linkTo(name: CoreRouteName, params?: RouteParams): string {
  const route = byName.get(name);
  if (!route) throw new Error(`linkTo: unknown route "${name}"`);
  return name === 'index' ? HOME_PATH : pathTo(route.path, params);
}

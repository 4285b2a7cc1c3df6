import type { RouteName } from './routes';
import { mainPaths } from './routes-main-paths';
import { minePaths } from './routes-mine-paths';
import type { RoutePlace } from './types';

/** Both path tables: every core route of spec §2 by name. */
const allPaths: Record<RouteName, string> = { ...mainPaths, ...minePaths };

/**
 * Every core route of spec §2 by name and path, for checks that need no metadata (activity route collisions, the
 * crawl). The app itself never imports it: its route table is the pages' descriptors (src/app/navigation).
 */
export const coreRoutes: readonly RoutePlace[] = Object.entries(allPaths).map(([name, path]) => ({
  name,
  path,
}));

/** The path pattern of any core route, the /mine group included (for descriptors built by name). */
export function routePath(name: RouteName): string {
  return allPaths[name];
}

import { mainRoutes } from './routes-main';
import type { RouteDef } from './types';

/**
 * The route table by group, so the first screen carries only the main group: the /mine group's table (fifty
 * routes) loads when a /mine path is opened.
 */
export { mainRoutes };

export function needsMineRoutes(path: string): boolean {
  return path === '/mine' || path.startsWith('/mine/');
}

export async function loadMineRoutes(): Promise<readonly RouteDef[]> {
  return (await import('./routes-mine')).mineRoutes;
}

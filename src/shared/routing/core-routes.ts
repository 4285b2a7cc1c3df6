import { mainRoutes } from './routes-main';
import { mineRoutes } from './routes-mine';

/**
 * Every core route of spec §2 in one list, for checks and tests (the manifest check, the crawl). The app itself
 * never imports it: the /mine table loads only when a /mine path opens (route-groups.ts).
 */
export const coreRoutes = [...mainRoutes, ...mineRoutes] as const;

import type { ComponentType } from 'react';
import { homeRoute } from '@/pages/home';
import { lessonPlayRoute } from '@/pages/lesson-play';
import { matchRoute, type PageLoader, type PageProps, type RouteDef } from '@/shared/routing';
import { isActivityRoute, loadActivityPage, loadActivityRoutes, needsActivityRoutes } from '../activities';

export type { PageLoader, PageModule } from '@/shared/routing';

let tableLoading: Promise<readonly RouteDef[]> | null = null;

/** Loads the route table (page-table.ts) once; early when the app opens on a page other than home. */
export function loadPageTable(): Promise<readonly RouteDef[]> {
  tableLoading ??= import('./page-table').then(
    (module) => module.pageRoutes,
    (error: unknown) => {
      tableLoading = null;
      throw error;
    },
  );
  return tableLoading;
}

/**
 * Where shared links land most: home and a lesson's page. Their own descriptors decide them, so a landing there
 * waits for no route table (one request more, and its evaluation on a phone); the table loads
 * once the first screen is up.
 */
const LANDING_ROUTES: readonly RouteDef[] = [homeRoute, lessonPlayRoute];

/**
 * The routes a path is decided against: a landing route's own descriptor (above), the campaigns' routes for
 * /activity/ paths, the route table otherwise.
 */
export function routesFor(path: string): Promise<readonly RouteDef[]> {
  if (path === '/') return Promise.resolve([homeRoute]);
  const landing = LANDING_ROUTES.find((route) => matchRoute([route], path));
  if (landing) return Promise.resolve([landing]);
  return needsActivityRoutes(path) ? loadActivityRoutes() : loadPageTable();
}

/** Activity pages load through the activity runtime; one loader per route, so a loaded page is remembered. */
const activityLoaders = new Map<string, PageLoader>();

function loaderOf(route: RouteDef): PageLoader {
  if (route.load) return route.load;
  if (!isActivityRoute(route.name)) throw new Error(`route ${route.name} has no page`);
  const load = activityLoaders.get(route.name) ?? (() => loadActivityPage(route.name));
  activityLoaders.set(route.name, load);
  return load;
}

const loaded = new Map<PageLoader, ComponentType<PageProps>>();

/** Whether a route's page code is already here (no loading toast then). */
export function isPageLoaded(route: RouteDef): boolean {
  return loaded.has(loaderOf(route));
}

export async function loadPage(route: RouteDef): Promise<ComponentType<PageProps>> {
  const load = loaderOf(route);
  const cached = loaded.get(load);
  if (cached) return cached;
  const module = await load();
  loaded.set(load, module.default);
  return module.default;
}

import type { ComponentType } from 'react';
import { homeRoute } from '@/pages/home';
import { placeholderRoute } from '@/pages/placeholder';
import type { PageProps } from '@/shared/routing';
import { isActivityRoute, loadActivityPage } from '../activities';

export type PageModule = { default: ComponentType<PageProps> };
export type PageLoader = () => Promise<PageModule>;

/**
 * Which page each route shows: home here, every other page in the lazily loaded page table (page-table.ts);
 * activity routes from the activity runtime; routes without a page yet show the 建设中 placeholder with their
 * title.
 */
const registered: Record<string, PageLoader> = { [homeRoute.name]: homeRoute.load };

export function registerPage(name: string, load: PageLoader): void {
  registered[name] = load;
}

let table: Record<string, PageLoader> | null = null;
let tableLoading: Promise<Record<string, PageLoader>> | null = null;

/** Loads the page table once; called early when the app opens on a page other than home. */
export function preloadPageTable(): Promise<Record<string, PageLoader>> {
  tableLoading ??= import('./page-table').then(
    (module) => {
      table = module.pageTable;
      return table;
    },
    (error: unknown) => {
      tableLoading = null;
      throw error;
    },
  );
  return tableLoading;
}

function knownLoader(name: string): PageLoader | undefined {
  return registered[name] ?? table?.[name];
}

const loaded = new Map<PageLoader, ComponentType<PageProps>>();

/** Whether a route's page code is already here (no loading toast then). */
export function isPageLoaded(name: string): boolean {
  const load = knownLoader(name);
  return load !== undefined && loaded.has(load);
}

async function loaderFor(name: string): Promise<PageLoader> {
  if (registered[name]) return registered[name];
  if (isActivityRoute(name)) {
    registered[name] = () => loadActivityPage(name);
    return registered[name];
  }
  return (await preloadPageTable())[name] ?? placeholderRoute.load;
}

export async function loadPage(name: string): Promise<ComponentType<PageProps>> {
  const load = await loaderFor(name);
  const cached = loaded.get(load);
  if (cached) return cached;
  const module = await load();
  loaded.set(load, module.default);
  return module.default;
}

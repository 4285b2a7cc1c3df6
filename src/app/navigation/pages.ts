import type { ComponentType } from 'react';
import { homeRoute } from '@/pages/home';
import { lessonAttentRoute } from '@/pages/lesson-attent';
import { lessonChannelRoute, lessonPackageRoute } from '@/pages/lesson-combo';
import {
  discountRoute,
  experienceRoute,
  freeRoute,
  hotRoute,
  lessonRecommendRoute,
  lessonSpecialRoute,
  singleUsdRoute,
} from '@/pages/lesson-list';
import { lessonPlayRoute } from '@/pages/lesson-play';
import { mineCouponRoute } from '@/pages/mine-coupon';
import { obtainCouponRoute } from '@/pages/obtain-coupon';
import { placeholderRoute } from '@/pages/placeholder';
import { searchRoute } from '@/pages/search';
import type { PageProps } from '@/shared/routing';
import { isActivityRoute, loadActivityPage } from '../activities';

export type PageModule = { default: ComponentType<PageProps> };
export type PageLoader = () => Promise<PageModule>;

/**
 * Which page each route shows, by route name; routes without a page yet show the 建设中 placeholder with their
 * title. Later issues add their pages here (each page's code loads lazily, in its own chunk).
 */
const loaders: Record<string, PageLoader> = {
  [homeRoute.name]: homeRoute.load,
  [lessonPlayRoute.name]: lessonPlayRoute.load,
  [lessonChannelRoute.name]: lessonChannelRoute.load,
  [lessonPackageRoute.name]: lessonPackageRoute.load,
  [lessonAttentRoute.name]: lessonAttentRoute.load,
  [searchRoute.name]: searchRoute.load,
  [discountRoute.name]: discountRoute.load,
  [hotRoute.name]: hotRoute.load,
  [freeRoute.name]: freeRoute.load,
  [experienceRoute.name]: experienceRoute.load,
  [singleUsdRoute.name]: singleUsdRoute.load,
  [lessonSpecialRoute.name]: lessonSpecialRoute.load,
  [lessonRecommendRoute.name]: lessonRecommendRoute.load,
  [obtainCouponRoute.name]: obtainCouponRoute.load,
  [mineCouponRoute.name]: mineCouponRoute.load,
};

export function registerPage(name: string, load: PageLoader): void {
  loaders[name] = load;
}

export function pageLoaderFor(name: string): PageLoader {
  if (!loaders[name] && isActivityRoute(name)) loaders[name] = () => loadActivityPage(name);
  return loaders[name] ?? placeholderRoute.load;
}

const loaded = new Map<PageLoader, ComponentType<PageProps>>();

/** Whether a route's page code is already here (no loading toast then). */
export function isPageLoaded(name: string): boolean {
  return loaded.has(pageLoaderFor(name));
}

export async function loadPage(name: string): Promise<ComponentType<PageProps>> {
  const load = pageLoaderFor(name);
  const cached = loaded.get(load);
  if (cached) return cached;
  const module = await load();
  loaded.set(load, module.default);
  return module.default;
}

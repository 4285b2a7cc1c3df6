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
import { searchRoute } from '@/pages/search';
import type { PageLoader } from './pages';

/**
 * Which page each route shows, by route name, for every page but home (pages.ts). Loaded lazily: right away when
 * the app opens on another page, after the first screen when it opens on home (the home screen does not carry
 * the loaders of the other pages). Later issues add their pages here; each page's code loads in its own chunk.
 */
export const pageTable: Record<string, PageLoader> = {
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

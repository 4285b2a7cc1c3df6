import { definePage, pagesIn } from '@/shared/routing';

/** The listing screens (spec §2 Main): one lazy chunk for all of them, one descriptor per route. */
const page = pagesIn(() => import('../ui/listing-pages'));

export const lessonListRoutes = [
  definePage({
    name: 'discount',
    path: '/discount',
    meta: { title: '限时特惠', middleList: true },
    load: page('DiscountPage'),
  }),
  definePage({
    name: 'hot',
    path: '/hot',
    meta: { title: '畅销榜', middleList: true },
    load: page('HotPage'),
  }),
  definePage({
    name: 'free',
    path: '/free',
    meta: { title: '免费专区', middleList: true },
    load: page('FreePage'),
  }),
  definePage({
    name: 'experience',
    path: '/experience',
    meta: { title: '体验中心', middleList: true },
    load: page('ExperiencePage'),
  }),
  definePage({
    name: 'single-usd',
    path: '/single/usd/:pageNo',
    meta: { title: '精选单品', share: true, middleList: true },
    load: page('SingleUsdPage'),
  }),
  definePage({
    name: 'lesson-special',
    path: '/lesson/special',
    meta: { title: '优惠专场', auth: 'profile', middleList: true },
    load: page('LessonSpecialPage'),
  }),
  definePage({
    name: 'lesson-recommend',
    path: '/lesson/recommend',
    meta: { title: '为你推荐', auth: 'profile', middleList: true },
    load: page('LessonRecommendPage'),
  }),
] as const;

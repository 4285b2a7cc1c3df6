import { routesIn } from '@/shared/routing';

/** The listing screens (spec §2 Main): one lazy chunk for all of them, one descriptor per route. */
const route = routesIn(() => import('../ui/listing-pages'), { middleList: true });

export const lessonListRoutes = [
  route('discount', '/discount', 'DiscountPage', { title: '限时特惠' }),
  route('hot', '/hot', 'HotPage', { title: '畅销榜' }),
  route('free', '/free', 'FreePage', { title: '免费专区' }),
  route('experience', '/experience', 'ExperiencePage', { title: '体验中心' }),
  route('single-usd', '/single/usd/:pageNo', 'SingleUsdPage', { title: '精选单品', share: true }),
  route('lesson-special', '/lesson/special', 'LessonSpecialPage', { title: '优惠专场', auth: 'profile' }),
  route('lesson-recommend', '/lesson/recommend', 'LessonRecommendPage', { title: '为你推荐', auth: 'profile' }),
] as const;

/** The listing screens (spec §2 Main): one lazy chunk for all of them, one descriptor per route name. */
const pages = () => import('../ui/listing-pages');

export const discountRoute = { name: 'discount', load: () => pages().then((m) => ({ default: m.DiscountPage })) };
export const hotRoute = { name: 'hot', load: () => pages().then((m) => ({ default: m.HotPage })) };
export const freeRoute = { name: 'free', load: () => pages().then((m) => ({ default: m.FreePage })) };
export const experienceRoute = { name: 'experience', load: () => pages().then((m) => ({ default: m.ExperiencePage })) };
export const singleUsdRoute = { name: 'single-usd', load: () => pages().then((m) => ({ default: m.SingleUsdPage })) };
export const lessonSpecialRoute = {
  name: 'lesson-special',
  load: () => pages().then((m) => ({ default: m.LessonSpecialPage })),
};
export const lessonRecommendRoute = {
  name: 'lesson-recommend',
  load: () => pages().then((m) => ({ default: m.LessonRecommendPage })),
};

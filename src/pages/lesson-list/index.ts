export {
  discountRoute,
  experienceRoute,
  freeRoute,
  hotRoute,
  lessonRecommendRoute,
  lessonSpecialRoute,
  singleUsdRoute,
} from './config/routes';

export {
  getListingDetailFx,
  getListingLessonsFx,
  getStudioSummaryFx,
  type ListingLesson,
  type StudioSummary,
} from './api/listing';
export type { Slide, SlideLinkType } from './api/slide';
export {
  deleteSlideFx,
  getMySlidesFx,
  getSlideTargetsFx,
  type SlideFields,
  type SlideTarget,
  saveSlideFx,
  sortSlidesFx,
} from './api/slide-calls';
export {
  getStudioHomeFx,
  getStudioHomeLessonsFx,
  type StudioHome,
  toggleFollowStudioFx,
} from './api/studio-home';

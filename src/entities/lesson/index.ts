export { toggleCollectFx } from './api/collect';
export { getCollectedLessonsFx } from './api/collect-list';
export {
  type BargainLesson,
  getBargainLessonsFx,
  getCheapLessonsFx,
  getFreeLessonsFx,
  getGroupLessonsFx,
  getNewestLessonsFx,
} from './api/home-lists';
export { addRecentLearnFx, getLearnLessonsFx, type LearnLesson } from './api/learn';
export type { LessonCard, PageParams } from './api/lesson-card';
export { getLessonGroupsFx, type LessonGroup } from './api/lesson-group';
export { getLiveRoomDetailFx, type LiveRoomDetail } from './api/live-room';
export type { MarkType } from './api/mark-type';
export { getRecommendLessonsFx } from './api/recommend';
export { type SearchResult, searchGoodsFx } from './api/search';
export { getStudioLessonsFx, saveLessonFx } from './api/studio';
export { badgeOf } from './lib/badge';
export { createLessonDraft, type LessonDraft } from './model/lesson-draft';

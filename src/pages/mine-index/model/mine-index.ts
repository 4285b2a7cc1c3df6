import { attach, combine, createEvent, createStore, sample } from 'effector';
import { getLecturerProfileFx, type LecturerProfile } from '@/entities/lecturer';
import { getRecommendLessonsFx, type LessonCard } from '@/entities/lesson';
import { $lecturerProfile } from '@/entities/user';
import { $token } from '@/shared/api';

export const RECOMMEND_COUNT = 4;

export const mineOpened = createEvent();
export const recommendRetried = createEvent();

/** The profile again on each visit: its counts (collected, studied, coupons) change as the viewer uses the app. */
export const loadProfileFx = attach({ effect: getLecturerProfileFx });
export const loadRecommendFx = attach({
  effect: getRecommendLessonsFx,
  mapParams: () => ({ pageNo: 1, pageSize: RECOMMEND_COUNT }),
});

const $freshProfile = createStore<LecturerProfile | null>(null)
  .on(loadProfileFx.doneData, (_, profile) => profile)
  .reset($token.updates);
/** The counts to show: this visit's profile, else the one loaded at start; null hides the counts row. */
export const $profile = combine($freshProfile, $lecturerProfile, (fresh, atStart) => fresh ?? atStart);

export type LoadState = 'loading' | 'ready' | 'failed';
export const $recommend = createStore<LessonCard[]>([])
  .on(loadRecommendFx.doneData, (_, page) => page.list)
  .reset($token.updates);
const $recommendLoad = createStore<LoadState>('loading')
  .on(loadRecommendFx, () => 'loading')
  .on(loadRecommendFx.done, () => 'ready')
  .on(loadRecommendFx.fail, () => 'failed');
/**
 * Warm data: on a later visit the last recommendations stay on screen while they are asked again (and when that
 * fails); the skeleton or the error only when there is nothing to show. Another token forgets them.
 */
export const $recommendState = combine(
  $recommendLoad,
  $recommend,
  (load, lessons): LoadState => (lessons.length > 0 ? 'ready' : load),
);
export const $recommendError = createStore<unknown>(null)
  .on(loadRecommendFx.failData, (_, error) => error)
  .reset(loadRecommendFx);

sample({ clock: mineOpened, target: [loadProfileFx, loadRecommendFx] });
sample({ clock: recommendRetried, target: loadRecommendFx });

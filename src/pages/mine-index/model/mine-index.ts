import { attach, combine, createEvent, createStore, sample } from 'effector';
import { getLecturerProfileFx, type LecturerProfile } from '@/entities/lecturer';
import { getRecommendLessonsFx } from '@/entities/lesson';
import { $lecturerProfile } from '@/entities/user';
import { $token } from '@/shared/api';
import { createPageResource } from '@/shared/model';

export const RECOMMEND_COUNT = 4;

export const mineOpened = createEvent();

/** The profile again on each visit: its counts (collected, studied, coupons) change as the viewer uses the app. */
export const loadProfileFx = attach({ effect: getLecturerProfileFx });

const $freshProfile = createStore<LecturerProfile | null>(null)
  .on(loadProfileFx.doneData, (_, profile) => profile)
  .reset($token.updates);
/** The counts to show: this visit's profile, else the one loaded at start; null hides the counts row. */
export const $profile = combine($freshProfile, $lecturerProfile, (fresh, atStart) => fresh ?? atStart);

/**
 * 为你推荐, warm data: on a later visit the last recommendations stay on screen while they are asked again (and
 * when that fails); the skeleton or the error only when there is nothing to show. Opened with the token they are
 * for: another token (logout, session expired) is another viewer, who never sees the last one's.
 */
export const recommendations = createPageResource(
  attach({
    effect: getRecommendLessonsFx,
    mapParams: (_viewer: string | null) => ({ pageNo: 1, pageSize: RECOMMEND_COUNT }),
  }),
  { keepOnReturn: true },
);
export const $recommend = recommendations.$data.map((page) => page?.list ?? []);

sample({ clock: mineOpened, target: loadProfileFx });
sample({ clock: mineOpened, source: $token, target: recommendations.opened });

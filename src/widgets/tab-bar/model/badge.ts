import { attach, createEvent, createStore, sample } from 'effector';
import { and, not, reset } from 'patronum';
import { getStudyBadgeFx } from '@/entities/study';
import { $token, tokenCleared } from '@/shared/api';

/** Fired by the app at start and on each route change while a tab screen is visible. */
export const badgeRefreshRequested = createEvent();

/** New lessons waiting in the study list (spec §2: the red dot on 学习). */
export const $studyBadgeCount = createStore(0);
export const $hasStudyBadge = $studyBadgeCount.map((count) => count > 0);

// A local copy, so a refresh asked for while one is on its way is skipped rather than raced.
const loadStudyBadgeFx = attach({ effect: getStudyBadgeFx });
const $hasToken = $token.map(Boolean);

sample({
  clock: badgeRefreshRequested,
  filter: and($hasToken, not(loadStudyBadgeFx.pending)),
  target: loadStudyBadgeFx,
});
// A failure keeps the last count: the dot is a hint, not worth an error message.
sample({ clock: loadStudyBadgeFx.doneData, fn: ({ badgeNum }) => badgeNum, target: $studyBadgeCount });
// The count belonged to the viewer whose token is gone.
reset({ clock: tokenCleared, target: $studyBadgeCount });

import { combine, createEvent, createStore, sample } from 'effector';
import { $token, tokenCleared } from '@/shared/api';
import { createLazyCall } from '@/shared/lib/lazy-call';

/** Fired by the app after the first screen and on each later route change while a tab screen is visible. */
export const badgeRefreshRequested = createEvent();

/** New lessons waiting in the study list (spec §2: the red dot on 学习). */
export const $studyBadgeCount = createStore(0);
export const $hasStudyBadge = $studyBadgeCount.map((count) => count > 0);

/**
 * The call (and its answer's schema) loads with its first use, after the first screen: the dot is a hint that
 * may appear a moment later, not something the home screen should wait for.
 */
const loadStudyBadgeFx = createLazyCall(
  () => import('@/entities/study'),
  (study) => study.getStudyBadgeFx(),
);

// A refresh asked for while one is on its way is skipped rather than raced. (Plain combine rather than patronum's
// and/not: this runs on the first screen, where patronum would cost bytes.)
const $canRefresh = combine($token, loadStudyBadgeFx.pending, (token, pending) => Boolean(token) && !pending);

sample({ clock: badgeRefreshRequested, filter: $canRefresh, target: loadStudyBadgeFx });
// A failure keeps the last count: the dot is a hint, not worth an error message.
sample({ clock: loadStudyBadgeFx.doneData, fn: ({ badgeNum }) => badgeNum, target: $studyBadgeCount });
// The count belonged to the viewer whose token is gone.
$studyBadgeCount.reset(tokenCleared);

import { attach, createEvent, createStore, sample } from 'effector';
import { getLiveRoomDetailFx, type LiveRoomDetail } from '@/entities/lesson';
import { $viewerRoles } from '@/entities/user';
import { isApiError } from '@/shared/api';

import { shareLessonFx } from './share';

export type LoadState = 'loading' | 'ready' | 'notFound' | 'failed';

export const lessonPageOpened = createEvent<{ lessonId: number }>();
export const lessonRetried = createEvent();
/** The lesson is known to have changed (bought): load it again without the skeleton. */
export const lessonRefreshed = createEvent();

export const loadLessonFx = attach({ effect: getLiveRoomDetailFx });

export const $lessonId = createStore<number | null>(null).on(lessonPageOpened, (_, { lessonId }) => lessonId);
export const $lesson = createStore<LiveRoomDetail | null>(null)
  .on(loadLessonFx.done, (current, { params, result }) => (params.lessonId === result.lessonId ? result : current))
  .reset(lessonPageOpened);

export const $loadState = createStore<LoadState>('loading')
  .on([lessonPageOpened, lessonRetried], () => 'loading')
  .on(loadLessonFx.done, () => 'ready')
  // code 2: 课程不存在; anything else may pass on a retry. A failed refresh keeps the page as it was.
  .on(loadLessonFx.failData, (state, error) => {
    if (isApiError(error) && error.kind === 'business' && error.code === 2) return 'notFound';
    return state === 'ready' ? state : 'failed';
  });

/** Why the page could not load, for its error view to say (the server's msg, 请求超时…). */
export const $loadError = createStore<unknown>(null)
  .on(loadLessonFx.failData, (_, error) => error)
  .reset([lessonPageOpened, lessonRetried]);

sample({ clock: lessonPageOpened, target: loadLessonFx });
sample({
  clock: [lessonRetried, lessonRefreshed],
  source: $lessonId,
  filter: (lessonId) => lessonId !== null,
  fn: (lessonId) => ({ lessonId: lessonId ?? 0 }),
  target: loadLessonFx,
});

// Each page sets its own WeChat card (route meta share: true); the viewer is the sharer.
sample({
  clock: loadLessonFx.doneData,
  source: $viewerRoles,
  fn: (roles, lesson) => ({ lesson, sharerId: roles.userId }),
  target: shareLessonFx,
});

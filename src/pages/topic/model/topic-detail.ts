import { attach, createEvent, createStore, sample } from 'effector';
import { getTopicDetailFx, type TopicDetail } from '@/entities/topic';
import { isApiError } from '@/shared/api';

export type TopicLoadState = 'loading' | 'ready' | 'notFound' | 'failed';

export const topicOpened = createEvent<number>();
export const topicRetried = createEvent();

export const loadTopicFx = attach({ effect: getTopicDetailFx });
const $topicId = createStore(0).on(topicOpened, (_, topicId) => topicId);

/** An answer for a topic no longer shown (quick back and forth) is dropped. */
export const $topic = createStore<TopicDetail | null>(null)
  .on(loadTopicFx.done, (current, { params, result }) => (params.topicId === result.topicId ? result : current))
  .reset(topicOpened);
export const $topicState = createStore<TopicLoadState>('loading')
  .on([topicOpened, topicRetried], () => 'loading')
  .on(loadTopicFx.done, () => 'ready')
  // code 2 专题不存在 (docs/api.md); anything else may pass on a retry.
  .on(loadTopicFx.failData, (_, error) =>
    isApiError(error) && error.kind === 'business' && error.code === 2 ? 'notFound' : 'failed',
  );
export const $topicError = createStore<unknown>(null)
  .on(loadTopicFx.failData, (_, error) => error)
  .reset(topicOpened, topicRetried);

sample({
  clock: [topicOpened, topicRetried],
  source: $topicId,
  fn: (topicId) => ({ topicId }),
  target: loadTopicFx,
});

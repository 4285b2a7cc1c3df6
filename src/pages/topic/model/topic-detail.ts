import { getTopicDetailFx } from '@/entities/topic';
import { createPageResource, failedWithCode } from '@/shared/model';

/** One topic, by `{ topicId }`; an answer for a topic no longer shown (quick back and forth) is dropped. */
export const topicDetail = createPageResource(getTopicDetailFx);

/** code 2 专题不存在 (docs/api.md) is said as such; anything else may pass on a retry. */
export const $topicMissing = failedWithCode(topicDetail, 2);

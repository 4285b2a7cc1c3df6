import { createEffect } from 'effector';
import { getTopicsFx, type TopicCard } from '@/entities/topic';
import { createInfiniteList, type InfiniteListRequest } from '@/shared/ui/infinite-list';

export const TOPIC_PAGE_SIZE = 10;

/** All topics, ten at a time; docs/api.md: more pages exist while `pageNo * pageSize < total`. */
export const fetchTopicPageFx = createEffect(async ({ page }: InfiniteListRequest<void>) => {
  const { list, pageNo, pageSize, total } = await getTopicsFx({ pageNo: page, pageSize: TOPIC_PAGE_SIZE });
  return { items: list, hasMore: pageNo * pageSize < total };
});

export const topicList = createInfiniteList<TopicCard>({ key: 'topics', fetchPageFx: fetchTopicPageFx });

import { createEffect } from 'effector';
import { type FollowedLecturer, getFollowedLecturersFx } from '@/entities/lecturer';
import { hasMorePages } from '@/shared/api';
import { createInfiniteList, type InfiniteListRequest } from '@/shared/ui/infinite-list';

export const fetchFollowsPageFx = createEffect(async ({ page }: InfiniteListRequest<void>) => {
  const answer = await getFollowedLecturersFx({ pageNo: page, pageSize: 10 });
  return { items: answer.list, hasMore: hasMorePages(answer) };
});

/** The lecturers the viewer follows, newest first. */
export const followList = createInfiniteList<FollowedLecturer>({ key: 'mine-attent', fetchPageFx: fetchFollowsPageFx });

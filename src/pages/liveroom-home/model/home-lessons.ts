import { attach, createEffect } from 'effector';
import type { LessonCard } from '@/entities/lesson';
import { getStudioHomeLessonsFx } from '@/entities/studio';
import { hasMorePages } from '@/shared/api';
import { createInfiniteList, type InfiniteListRequest } from '@/shared/ui/infinite-list';

export const HOME_LESSONS_PAGE_SIZE = 10;

export const loadHomeLessonsFx = attach({ effect: getStudioHomeLessonsFx });

export const fetchHomeLessonsPageFx = createEffect(
  async ({ page, params }: InfiniteListRequest<{ studioId: number }>) => {
    const answer = await loadHomeLessonsFx({
      studioId: params.studioId,
      pageNo: page,
      pageSize: HOME_LESSONS_PAGE_SIZE,
    });
    return { items: answer.list, hasMore: hasMorePages(answer) };
  },
);

/** The studio's listed lessons, ten at a time, newest first. */
export const homeLessons = createInfiniteList<LessonCard, { studioId: number }>({
  key: 'studio-home-lessons',
  fetchPageFx: fetchHomeLessonsPageFx,
});

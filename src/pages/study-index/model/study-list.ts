import { attach, createEffect, sample } from 'effector';
import { getLearnLessonsFx, type LearnLesson } from '@/entities/lesson';
import { hasMorePages } from '@/shared/api';
import { createInfiniteList, type InfiniteListRequest } from '@/shared/ui/infinite-list';
import { badgeRefreshRequested } from '@/widgets/tab-bar';
import { mostRecentlyStudied } from '../lib/continue-lesson';

export const STUDY_PAGE_SIZE = 10;

export const loadLearnPageFx = attach({ effect: getLearnLessonsFx });

/** One page of the viewer's lessons, as the infinite list wants it. */
export const fetchStudyPageFx = createEffect(async ({ page }: InfiniteListRequest<void>) => {
  const answer = await loadLearnPageFx({ pageNo: page, pageSize: STUDY_PAGE_SIZE });
  return { items: answer.list, hasMore: hasMorePages(answer) };
});

/** The viewer's lessons, studied or bought, newest first (the server's order). */
export const studyList = createInfiniteList<LearnLesson>({
  key: 'study-index',
  fetchPageFx: fetchStudyPageFx,
  // The tab shows the last answer at once and refreshes it in the background: a warm route change paints at once.
  warm: true,
});

/** The 继续学习 entry: the lesson studied last among those loaded; null when none was started (or no times came). */
export const $continueLesson = studyList.$items.map(mostRecentlyStudied);

// The server counts a lesson the list has shown as no longer new: once the first page is in, the tab's red dot is
// asked again (and goes out).
sample({
  clock: fetchStudyPageFx.done,
  filter: ({ params }) => params.page === 1,
  target: badgeRefreshRequested,
});

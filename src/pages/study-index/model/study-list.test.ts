import { describe, expect, it } from '@rstest/core';
import { allSettled, createWatch, fork } from 'effector';
import type { LearnLesson } from '@/entities/lesson';
import { badgeRefreshRequested } from '@/widgets/tab-bar';
import { $continueLesson, loadLearnPageFx, STUDY_PAGE_SIZE, studyList } from './study-list';

const lesson = (lessonId: number, learnTime: number | null, progress: number | null = 50): LearnLesson => ({
  lessonId,
  lessonName: `课程${lessonId}`,
  lessonCoverUrl: '',
  lecturerName: '',
  studioName: '',
  lessonType: 1,
  lessonTimeTerm: 0,
  learnTime,
  progress,
});

type Asked = { pageNo?: number; pageSize?: number };

function setup(answer: (asked: Asked) => LearnLesson[] | Error, total: number) {
  const asked: Asked[] = [];
  const scope = fork({
    handlers: [
      [
        loadLearnPageFx,
        async (_: unknown, params: Asked) => {
          asked.push(params);
          const list = answer(params);
          if (list instanceof Error) throw list;
          return { list, pageNo: params.pageNo ?? 1, pageSize: params.pageSize ?? 10, total };
        },
      ],
    ] as never,
  });
  const badgeRefreshes: unknown[] = [];
  createWatch({ unit: badgeRefreshRequested, scope, fn: () => badgeRefreshes.push(1) });
  return { scope, asked, badgeRefreshes };
}

const open = (scope: ReturnType<typeof fork>) =>
  allSettled(studyList.opened, { scope, params: { params: undefined, returning: false } });

describe('study list model', () => {
  it('pages through the learner lessons and asks the badge again once the first page is in', async () => {
    const firstPage = Array.from({ length: STUDY_PAGE_SIZE }, (_, index) => lesson(index + 1, 1000 + index));
    const { scope, asked, badgeRefreshes } = setup(({ pageNo }) => (pageNo === 1 ? firstPage : [lesson(99, null)]), 11);
    await open(scope);
    expect(scope.getState(studyList.$status)).toBe('more');
    expect(badgeRefreshes).toHaveLength(1);
    await allSettled(studyList.nearEndReached, { scope });
    expect(asked).toEqual([
      { pageNo: 1, pageSize: STUDY_PAGE_SIZE },
      { pageNo: 2, pageSize: STUDY_PAGE_SIZE },
    ]);
    expect(scope.getState(studyList.$items)).toHaveLength(11);
    expect(scope.getState(studyList.$status)).toBe('end');
    // Only the first page clears the dot.
    expect(badgeRefreshes).toHaveLength(1);
  });

  it('continues the lesson studied last, not the one bought last', async () => {
    const { scope } = setup(() => [lesson(5, null, 0), lesson(3, 2000), lesson(4, 3000), lesson(6, 1000)], 4);
    await open(scope);
    expect(scope.getState($continueLesson)?.lessonId).toBe(4);
  });

  it('has no continue entry when nothing was started or the answer has no times', async () => {
    const { scope } = setup(() => [lesson(5, null, null), lesson(6, null, 0)], 2);
    await open(scope);
    expect(scope.getState($continueLesson)).toBeNull();
  });

  it('is empty when the learner has no lessons', async () => {
    const { scope, badgeRefreshes } = setup(() => [], 0);
    await open(scope);
    expect(scope.getState(studyList.$status)).toBe('empty');
    expect(scope.getState($continueLesson)).toBeNull();
    expect(badgeRefreshes).toHaveLength(1);
  });

  it('fails to a retry that loads the page again, and leaves the dot alone', async () => {
    let fail = true;
    const { scope, badgeRefreshes } = setup(() => (fail ? new Error('offline') : [lesson(1, 5)]), 1);
    await open(scope);
    expect(scope.getState(studyList.$status)).toBe('error');
    expect(badgeRefreshes).toHaveLength(0);
    fail = false;
    await allSettled(studyList.retryClicked, { scope });
    expect(scope.getState(studyList.$status)).toBe('end');
    expect(scope.getState($continueLesson)?.lessonId).toBe(1);
  });
});

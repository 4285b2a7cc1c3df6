import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { getOwnLessonsFx, type OwnLessonRow } from '@/entities/studio-catalog';
import { ApiError } from '@/shared/api';
import { $hasMore, $lessons, $moreError, lessonList, moreRequested } from './lesson-list';

type Request = { pageNo: number; pageSize: number; cateId?: number };
const row = (lessonId: number): OwnLessonRow => ({
  lessonId,
  lessonName: `第${lessonId}课`,
  lessonCoverUrl: '',
  lessonType: 1,
  lessonPlayType: 2,
  lessonBeginTime: null,
  price: 0,
  cateId: 0,
  learnNum: 0,
  lessonState: 2,
});
/** 25 lessons in pages of 20; a column's ids start at 100 times its id. */
const pageOf = ({ pageNo, pageSize, cateId = 0 }: Request) => {
  const first = cateId * 100 + (pageNo - 1) * pageSize + 1;
  const count = Math.max(0, Math.min(pageSize, 25 - (pageNo - 1) * pageSize));
  return { list: Array.from({ length: count }, (_, at) => row(first + at)), pageNo, pageSize, total: 25 };
};

function setup(answer: (request: Request) => Promise<ReturnType<typeof pageOf>> = async (r) => pageOf(r)) {
  const asked: Request[] = [];
  const scope = fork({
    handlers: [
      [
        getOwnLessonsFx,
        (...args: unknown[]) => {
          // The request effect's handler sees the call as sent: (source, { path, params, … }).
          const { params: request } = args.at(-1) as { params: Request };
          asked.push(request);
          return answer(request);
        },
      ],
    ] as never,
  });
  const ids = () => scope.getState($lessons).map((lesson) => lesson.lessonId);
  return { scope, asked, ids };
}

describe('lesson list model', () => {
  it('shows the first page, then appends the next one on 加载更多 until there is no more', async () => {
    const { scope, asked, ids } = setup();
    await allSettled(lessonList.opened, { scope, params: { cateId: 3 } });
    expect(ids()).toHaveLength(20);
    expect(scope.getState($hasMore)).toBe(true);
    await allSettled(moreRequested, { scope });
    expect(ids()).toHaveLength(25);
    expect(ids().at(-1)).toBe(325);
    expect(scope.getState($hasMore)).toBe(false);
    expect(asked).toEqual([
      { pageNo: 1, pageSize: 20, cateId: 3 },
      { pageNo: 2, pageSize: 20, cateId: 3 },
    ]);
  });

  it('drops a next page of a column that is no longer shown', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { scope, ids } = setup(async (request) => {
      if (request.pageNo === 2) await held;
      return pageOf(request);
    });
    await allSettled(lessonList.opened, { scope, params: { cateId: 3 } });
    const more = allSettled(moreRequested, { scope });
    // All lessons are asked for while column 3's second page is on its way; that page answers last.
    const all = allSettled(lessonList.opened, { scope, params: { cateId: null } });
    release();
    await Promise.all([more, all]);
    expect(ids()).toHaveLength(20);
    expect(ids()[0]).toBe(1);
  });

  it('keeps the list when a next page fails, and says why', async () => {
    const { scope, ids } = setup(async (request) => {
      if (request.pageNo > 1)
        throw new ApiError('business', '/api/ls/studio/lessonList', { code: 1, message: '系统繁忙' });
      return pageOf(request);
    });
    await allSettled(lessonList.opened, { scope, params: { cateId: null } });
    await allSettled(moreRequested, { scope });
    expect(ids()).toHaveLength(20);
    expect(scope.getState(lessonList.$status)).toBe('ready');
    expect(scope.getState($moreError)).toBe('系统繁忙');
  });
});

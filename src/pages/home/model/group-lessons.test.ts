import { describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork, scopeBind } from 'effector';
import { getGroupLessonsFx, getLessonGroupsFx, type LessonCard, type LessonGroup } from '@/entities/lesson';
import { answering } from '../../../../tests/fork-handlers.test-utils';
import { lessonAt } from '../../../../tests/lessons.test-utils';
import {
  $groupLessons,
  $pickedGroup,
  $pickedLessons,
  GroupsGate,
  groupPicked,
  groupRetried,
  moreRequested,
} from './group-lessons';
import { groups } from './lower';

type PageQuery = { groupId: number; pageNo: number; pageSize: number };

const categories: LessonGroup[] = [
  { groupId: 1, groupName: '职场成长', icon: '', lessonCount: 6 },
  { groupId: 2, groupName: '历史人文', icon: '', lessonCount: 2 },
];

/** Category n has lessons n01, n02…: six in 职场成长, two in 历史人文. */
function lessonsOf(groupId: number, pageNo: number, pageSize: number) {
  const total = groupId === 1 ? 6 : 2;
  const first = (pageNo - 1) * pageSize;
  const list: LessonCard[] = [];
  for (let index = first; index < Math.min(total, first + pageSize); index += 1) {
    list.push(lessonAt(groupId * 100 + index + 1));
  }
  return { list, pageNo, pageSize, total };
}

const idsOf = (lessons: LessonCard[]) => lessons.map((lesson) => lesson.lessonId);

function setup(
  page: (query: PageQuery) => Promise<ReturnType<typeof lessonsOf>> = async (query) =>
    lessonsOf(query.groupId, query.pageNo, query.pageSize),
) {
  const fetch = rs.fn(page);
  const scope = fork({
    handlers: [
      [getLessonGroupsFx, answering(async () => categories)],
      [getGroupLessonsFx, answering(fetch)],
    ],
  });
  return { scope, fetch };
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('分类好课', () => {
  it('picks the first category once the block is on screen and the categories are in (data first)', async () => {
    const { scope, fetch } = setup();
    await allSettled(groups.requested, { scope });
    expect(scope.getState($pickedGroup)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    await allSettled(GroupsGate.open, { scope, params: {} });
    expect(scope.getState($pickedGroup)).toBe(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toMatchObject({ groupId: 1, pageNo: 1 });
    expect(scope.getState($pickedLessons)).toEqual({
      items: lessonsOf(1, 1, 4).list,
      loading: false,
      failed: false,
      hasMore: true,
    });
  });

  it('picks the first category when the categories arrive after the block came on screen (gate first)', async () => {
    const { scope, fetch } = setup();
    await allSettled(GroupsGate.open, { scope, params: {} });
    expect(scope.getState($pickedGroup)).toBeNull();
    expect(scope.getState($pickedLessons).items).toEqual([]);
    await allSettled(groups.requested, { scope });
    expect(scope.getState($pickedGroup)).toBe(1);
    expect(idsOf(scope.getState($pickedLessons).items)).toEqual([101, 102, 103, 104]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not change the pick when the block comes on screen again', async () => {
    const { scope, fetch } = setup();
    await allSettled(groups.requested, { scope });
    await allSettled(GroupsGate.open, { scope, params: {} });
    await allSettled(groupPicked, { scope, params: 2 });
    await allSettled(GroupsGate.close, { scope, params: {} });
    await allSettled(GroupsGate.open, { scope, params: {} });
    expect(scope.getState($pickedGroup)).toBe(2);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('fetches a category once: switching back shows what it loaded', async () => {
    const { scope, fetch } = setup();
    await allSettled(groups.requested, { scope });
    await allSettled(GroupsGate.open, { scope, params: {} });
    await allSettled(groupPicked, { scope, params: 2 });
    expect(idsOf(scope.getState($pickedLessons).items)).toEqual([201, 202]);
    expect(scope.getState($pickedLessons).hasMore).toBe(false);
    await allSettled(groupPicked, { scope, params: 1 });
    expect(idsOf(scope.getState($pickedLessons).items)).toEqual([101, 102, 103, 104]);
    await allSettled(groupPicked, { scope, params: 2 });
    expect(fetch.mock.calls.map(([query]) => [query.groupId, query.pageNo])).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });

  it('appends the next page on 查看更多 until the category has no more', async () => {
    const { scope, fetch } = setup();
    await allSettled(groups.requested, { scope });
    await allSettled(GroupsGate.open, { scope, params: {} });
    await allSettled(moreRequested, { scope });
    expect(fetch.mock.calls[1]?.[0]).toMatchObject({ groupId: 1, pageNo: 2 });
    expect(idsOf(scope.getState($pickedLessons).items)).toEqual([101, 102, 103, 104, 105, 106]);
    expect(scope.getState($pickedLessons).hasMore).toBe(false);
    // Switching away and back keeps both pages.
    await allSettled(groupPicked, { scope, params: 2 });
    await allSettled(groupPicked, { scope, params: 1 });
    expect(scope.getState($pickedLessons).items).toHaveLength(6);
  });

  it('shows a failed category as failed, and 重试 loads it again', async () => {
    let failing = true;
    const { scope, fetch } = setup(async (query) => {
      if (failing && query.groupId === 2) throw new Error('网络错误');
      return lessonsOf(query.groupId, query.pageNo, query.pageSize);
    });
    await allSettled(groups.requested, { scope });
    await allSettled(GroupsGate.open, { scope, params: {} });
    await allSettled(groupPicked, { scope, params: 2 });
    expect(scope.getState($pickedLessons)).toEqual({ items: [], loading: false, failed: true, hasMore: false });
    // The other category is unaffected.
    await allSettled(groupPicked, { scope, params: 1 });
    expect(scope.getState($pickedLessons).failed).toBe(false);
    expect(scope.getState($pickedLessons).items).toHaveLength(4);
    await allSettled(groupPicked, { scope, params: 2 });
    failing = false;
    await allSettled(groupRetried, { scope });
    expect(scope.getState($pickedLessons)).toMatchObject({ failed: false, loading: false });
    expect(idsOf(scope.getState($pickedLessons).items)).toEqual([201, 202]);
    expect(fetch.mock.calls.filter(([query]) => query.groupId === 2).length).toBeGreaterThanOrEqual(2);
  });

  it('keeps the lessons loaded when 查看更多 fails, and 重试 asks for the same page', async () => {
    let failing = true;
    const { scope, fetch } = setup(async (query) => {
      if (failing && query.pageNo === 2) throw new Error('网络错误');
      return lessonsOf(query.groupId, query.pageNo, query.pageSize);
    });
    await allSettled(groups.requested, { scope });
    await allSettled(GroupsGate.open, { scope, params: {} });
    await allSettled(moreRequested, { scope });
    expect(scope.getState($pickedLessons).failed).toBe(true);
    expect(scope.getState($groupLessons)[1]?.items).toHaveLength(4);
    failing = false;
    await allSettled(groupRetried, { scope });
    expect(fetch.mock.calls.at(-1)?.[0]).toMatchObject({ groupId: 1, pageNo: 2 });
    expect(scope.getState($pickedLessons).items).toHaveLength(6);
  });

  it('lets the lessons of a slow category land in that category only', async () => {
    const slow = deferred<ReturnType<typeof lessonsOf>>();
    const { scope } = setup(async (query) =>
      query.groupId === 1 ? slow.promise : lessonsOf(query.groupId, query.pageNo, query.pageSize),
    );
    await allSettled(groups.requested, { scope });
    const opening = allSettled(GroupsGate.open, { scope, params: {} });
    await Promise.resolve();
    expect(scope.getState($pickedLessons)).toMatchObject({ items: [], loading: true });
    const switching = allSettled(groupPicked, { scope, params: 2 });
    slow.resolve(lessonsOf(1, 1, 4));
    await Promise.all([opening, switching]);
    expect(scope.getState($pickedGroup)).toBe(2);
    expect(idsOf(scope.getState($pickedLessons).items)).toEqual([201, 202]);
    expect(idsOf(scope.getState($groupLessons)[1]?.items ?? [])).toEqual([101, 102, 103, 104]);
  });
});

describe('分类好课 while another category is still loading', () => {
  /** The picks below happen while a call is in flight, so allSettled (which waits for it) cannot drive them. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('shows the picked category as loaded, whatever another category is waiting for', async () => {
    const slow = deferred<ReturnType<typeof lessonsOf>>();
    const { scope } = setup(async (query) =>
      query.groupId === 1 ? slow.promise : lessonsOf(query.groupId, query.pageNo, query.pageSize),
    );
    await allSettled(groups.requested, { scope });
    const opening = allSettled(GroupsGate.open, { scope, params: {} });
    scopeBind(groupPicked, { scope })(2);
    await settle();
    const shown = scope.getState($pickedLessons);
    slow.resolve(lessonsOf(1, 1, 4));
    await opening;
    expect(idsOf(shown.items)).toEqual([201, 202]);
    expect(shown.loading).toBe(false);
  });

  it('does not ask again for a page already on its way when the learner comes back to its category', async () => {
    const slow = deferred<ReturnType<typeof lessonsOf>>();
    const { scope, fetch } = setup(async (query) =>
      query.groupId === 1 ? slow.promise : lessonsOf(query.groupId, query.pageNo, query.pageSize),
    );
    await allSettled(groups.requested, { scope });
    const opening = allSettled(GroupsGate.open, { scope, params: {} });
    const pick = scopeBind(groupPicked, { scope });
    pick(2);
    await settle();
    pick(1);
    await settle();
    slow.resolve(lessonsOf(1, 1, 4));
    await opening;
    await allSettled(scope);
    expect(fetch.mock.calls.filter(([query]) => query.groupId === 1)).toHaveLength(1);
  });
});

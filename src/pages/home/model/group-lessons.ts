import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { getGroupLessonsFx, type LessonCard } from '@/entities/lesson';
import { HOME_LIST_SIZE } from '../config/layout';
import { groups } from './lower';

/**
 * 分类好课: the category tabs and the lessons of the picked one. Each category keeps what it loaded, so switching
 * back is instant; 查看更多 appends the next page in place.
 */
type GroupLessons = { items: LessonCard[]; pageNo: number; total: number };
type PageRequest = { groupId: number; pageNo: number };

/** Mounted by the category block; its code (and so this model) loads after the categories may have arrived. */
export const GroupsGate = createGate('home-groups');
export const groupPicked = createEvent<number>();
export const moreRequested = createEvent();
export const groupRetried = createEvent();

export const $pickedGroup = createStore<number | null>(null).on(groupPicked, (_, groupId) => groupId);
export const $groupLessons = createStore<Record<number, GroupLessons>>({});
const $failedGroup = createStore<number | null>(null);

const loadPageFx = createEffect(async ({ groupId, pageNo }: PageRequest) => ({
  groupId,
  page: await getGroupLessonsFx({ groupId, pageNo, pageSize: HOME_LIST_SIZE }),
}));

$groupLessons.on(loadPageFx.doneData, (all, { groupId, page }) => ({
  ...all,
  [groupId]: {
    items: page.pageNo > 1 ? [...(all[groupId]?.items ?? []), ...page.list] : page.list,
    pageNo: page.pageNo,
    total: page.total,
  },
}));
$failedGroup.on(loadPageFx.fail, (_, { params }) => params.groupId).reset(loadPageFx);

/** What the picked category shows: its lessons, and whether it is loading, failed or can load more. */
export const $pickedLessons = combine(
  { picked: $pickedGroup, all: $groupLessons, failed: $failedGroup, pending: loadPageFx.pending },
  ({ picked, all, failed, pending }) => {
    const loaded = picked === null ? undefined : all[picked];
    return {
      items: loaded?.items ?? [],
      loading: pending || (picked !== null && !loaded && failed !== picked),
      failed: picked !== null && failed === picked,
      hasMore: loaded ? loaded.items.length < loaded.total : false,
    };
  },
);

// The first category is picked once the block is on screen and the categories are in, whichever comes last.
sample({
  clock: [GroupsGate.open, groups.loadFx.done],
  source: { picked: $pickedGroup, list: groups.$items, open: GroupsGate.status },
  filter: ({ picked, list, open }) => open && picked === null && list.length > 0,
  fn: ({ list }) => list[0]?.groupId ?? 0,
  target: groupPicked,
});
sample({
  clock: groupPicked,
  source: $groupLessons,
  filter: (all, groupId) => !all[groupId],
  fn: (_, groupId) => ({ groupId, pageNo: 1 }),
  target: loadPageFx,
});
sample({
  clock: [moreRequested, groupRetried],
  source: { picked: $pickedGroup, all: $groupLessons, pending: loadPageFx.pending },
  filter: ({ picked, pending }) => picked !== null && !pending,
  fn: ({ picked, all }) => ({ groupId: picked as number, pageNo: (all[picked as number]?.pageNo ?? 0) + 1 }),
  target: loadPageFx,
});

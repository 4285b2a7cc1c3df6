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
/** Per category: a page on its way, or the last request failed (cleared by the next one). */
const $inFlight = createStore<Record<number, boolean>>({});
const $failed = createStore<Record<number, boolean>>({});

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
$inFlight
  .on(loadPageFx, (all, { groupId }) => ({ ...all, [groupId]: true }))
  .on(loadPageFx.finally, (all, { params }) => ({ ...all, [params.groupId]: false }));
$failed
  .on(loadPageFx, (all, { groupId }) => ({ ...all, [groupId]: false }))
  .on(loadPageFx.fail, (all, { params }) => ({ ...all, [params.groupId]: true }));

/** What the picked category shows: its lessons, and whether it is loading, failed or can load more. */
export const $pickedLessons = combine(
  { picked: $pickedGroup, all: $groupLessons, failed: $failed, inFlight: $inFlight },
  ({ picked, all, failed, inFlight }) => {
    const loaded = picked === null ? undefined : all[picked];
    const hasFailed = picked !== null && failed[picked] === true;
    return {
      items: loaded?.items ?? [],
      loading: picked !== null && (inFlight[picked] === true || (!loaded && !hasFailed)),
      failed: hasFailed,
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
// A category's first page is asked once: not again when it is loaded, nor while it is on its way.
sample({
  clock: groupPicked,
  source: { all: $groupLessons, inFlight: $inFlight },
  filter: ({ all, inFlight }, groupId) => !all[groupId] && !inFlight[groupId],
  fn: (_, groupId) => ({ groupId, pageNo: 1 }),
  target: loadPageFx,
});
// 查看更多 and 重试 ask the picked category's next page, unless one of its pages is already on its way (another
// category loading does not block them).
sample({
  clock: [moreRequested, groupRetried],
  source: { picked: $pickedGroup, all: $groupLessons, inFlight: $inFlight },
  filter: ({ picked, inFlight }) => picked !== null && !inFlight[picked],
  fn: ({ picked, all }) => ({ groupId: picked as number, pageNo: (all[picked as number]?.pageNo ?? 0) + 1 }),
  target: loadPageFx,
});

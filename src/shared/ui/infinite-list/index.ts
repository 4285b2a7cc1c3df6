/**
 * Infinite list (spec §9: the next page loads within 30 px of the bottom). The state lives in a model made once at
 * module level by the page that owns the list, so it outlives the page component: coming back with the back button
 * shows the same pages at the same scroll offset, while a fresh visit (or other params) starts from page 1.
 *
 *   // pages/free/model/free-list.ts
 *   export const freeList = createInfiniteList({
 *     key: 'free-lessons',                                  // unique per list; names its history mark
 *     fetchPageFx: attach({ effect: freeLessonsFx, mapParams: ({ page }) => ({ pageNo: page, pageSize: 10 }) }),
 *   });                                                     // fetchPageFx answers { items, hasMore }
 *
 *   // pages/free/ui/FreePage.tsx
 *   <InfiniteList list={freeList} getKey={(lesson) => lesson.id} renderItem={(lesson) => <LessonCard lesson={lesson} />} />
 *
 * With params (search keyword, category) give the model a type and the view the value; a change starts afresh:
 *   createInfiniteList<Lesson, { keyword: string }>({ key: 'search', fetchPageFx })  ·  <InfiniteList params={{ keyword }} … />
 * `refreshed` reloads from page 1; `$items`, `$status` and `$page` can be read by the page's model.
 */
export {
  createInfiniteList,
  type InfiniteListModel,
  type InfiniteListPage,
  type InfiniteListRequest,
  type InfiniteListStatus,
} from './create-infinite-list';
export { InfiniteList } from './InfiniteList';
export { LOAD_DISTANCE } from './use-near-end';

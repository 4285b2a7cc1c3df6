import { createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { debounce } from 'patronum';
import * as z from 'zod/mini';
import { type SearchResult, searchGoodsFx } from '@/entities/lesson';
import { createDraft } from '@/shared/lib/draft';
import type { InfiniteListRequest } from '@/shared/ui/infinite-list';
import { createInfiniteList } from '@/shared/ui/infinite-list';
import { PAGE_SIZE, toListPage } from '../lib/paging';
import { readRecentFx, searchRemembered } from './recent';

export const SearchGate = createGate('search');
export const queryChanged = createEvent<string>();
/** Enter (or the keyboard's 搜索 key): search now, without waiting for the pause. */
export const submitted = createEvent();
export const recentPicked = createEvent<string>();
/** A result was opened: the search was useful, remember it. */
export const resultOpened = createEvent();

/** What is typed; module-level, so it survives going to a lesson and back. */
export const $query = createStore('', { serialize: 'ignore' }).on(queryChanged, (_, query) => query);
/** What the results are for: the query once typing pauses, at once on enter. */
export const $keyword = createStore('', { serialize: 'ignore' });

export const SEARCH_DEBOUNCE_MS = 300;
const paused = debounce({ source: queryChanged, timeout: SEARCH_DEBOUNCE_MS });
sample({ clock: paused, fn: (query) => query.trim(), target: $keyword });
sample({ clock: submitted, source: $query, fn: (query) => query.trim(), target: [$keyword, searchRemembered] });
sample({ clock: recentPicked, target: [$query, $keyword, searchRemembered] });
sample({ clock: resultOpened, source: $keyword, target: searchRemembered });
sample({ clock: SearchGate.open, target: readRecentFx });

/**
 * What is typed survives a session expiry (code 1000 → login → back here, a new page load) and a reload: the page,
 * opened with an empty box, takes the draft back and searches it again.
 */
export const searchDraft = createDraft({
  key: 'search',
  $value: $query,
  schema: z.string(),
  isEmpty: (q) => !q.trim(),
});
sample({ clock: SearchGate.open, source: $query, filter: (query) => query === '', target: searchDraft.restore });
sample({ clock: searchDraft.restored, target: $query });
sample({ clock: searchDraft.restored, fn: (query) => query.trim(), target: $keyword });

export const searchList = createInfiniteList<SearchResult, { keywords: string }>({
  key: 'search',
  fetchPageFx: createEffect(async ({ page, params }: InfiniteListRequest<{ keywords: string }>) =>
    toListPage(await searchGoodsFx({ keywords: params.keywords, pageNo: page, pageSize: PAGE_SIZE })),
  ),
});

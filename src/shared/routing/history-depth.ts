/** The key of `history.state` that holds the entry's depth. */
const DEPTH_KEY = 'wk-depth';

/**
 * How many in-app entries lie behind the current history entry, kept in `history.state` so that back, forward and a
 * reload all read the entry's own number. A page opened from a shared link is 0: the browser's back would leave the
 * app there (about:blank, or WeChat closes the page), so the app's ← goes to the home screen instead
 * (shared/ui/page-header).
 */

type State = Record<string, unknown>;

/** The entry's depth, or null for an entry not numbered yet (a landing, a link the browser followed). */
export function historyDepth(): number | null {
  const depth = (window.history.state as State | null)?.[DEPTH_KEY];
  return typeof depth === 'number' && depth >= 0 ? depth : null;
}

/**
 * Numbers the current entry, and returns its depth. An entry without a number is new: the first one seen
 * (`previous` null) is the landing, 0; a later one (a link the browser followed, `navigateTo`, an address typed in)
 * lies one past the entry seen before it. A redirect replaces its entry keeping the number (`navigateTo`). Other
 * keys of the state are kept.
 */
export function markHistoryEntry(previous: number | null): number {
  const known = historyDepth();
  if (known !== null) return known;
  const depth = previous === null ? 0 : previous + 1;
  window.history.replaceState({ ...(window.history.state as State | null), [DEPTH_KEY]: depth }, '');
  return depth;
}

/**
 * Numbers the current entry and every one the hash moves to from now on. Started after the first screen (it is no
 * part of the landing's JavaScript): an entry pushed before then counts as the landing, so ← on it goes home — in
 * the app either way.
 */
export function numberHistoryEntries(): void {
  let depth = markHistoryEntry(null);
  window.addEventListener('hashchange', () => {
    depth = markHistoryEntry(depth);
  });
}

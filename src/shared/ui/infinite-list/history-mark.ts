/**
 * Whether the current history entry showed the list `key` before — true when the person came back with the back (or
 * forward) button, false after a fresh navigation (wouter pushes entries with an empty state). Reading only: a
 * cheap check before the first paint.
 */
export function hasHistoryMark(key: string): boolean {
  return currentState()[markName(key)] === true;
}

/** Marks the current history entry as showing the list `key`, for next time. Other keys in history.state are kept. */
export function setHistoryMark(key: string): void {
  const current = currentState();
  if (current[markName(key)] !== true) window.history.replaceState({ ...current, [markName(key)]: true }, '');
}

const markName = (key: string) => `wk-list:${key}`;

function currentState(): Record<string, unknown> {
  const state: unknown = window.history.state;
  return state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : {};
}

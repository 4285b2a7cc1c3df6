/**
 * Whether the current history entry showed the list `key` before — true when the person came back with the back (or
 * forward) button, false after a fresh navigation (wouter pushes entries with an empty state) — and marks the entry
 * for next time. Other keys in history.state are kept.
 */
export function takeHistoryMark(key: string): boolean {
  const name = `wk-list:${key}`;
  const state: unknown = window.history.state;
  const current = state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  if (current[name] === true) return true;
  window.history.replaceState({ ...current, [name]: true }, '');
  return false;
}

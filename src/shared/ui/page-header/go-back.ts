/**
 * Back as the browser's back button does; a page opened straight from a shared link has nothing to go back to, so
 * it goes to `fallback` (the home screen) instead, replacing the entry.
 */
export function goBack(fallback = '#/index/'): void {
  if (window.history.length > 1) window.history.back();
  else window.location.replace(fallback);
}

import { historyDepth, navigateTo } from '@/shared/routing';

/**
 * Back as the browser's back button does, while that stays in the app: some in-app entry lies behind the current
 * one (its depth, shared/routing's history-depth). A page opened straight from a shared link (or reloaded there)
 * has none: the browser's back would leave the app (WeChat closes the page), so it goes to `fallback` (the home
 * screen) instead, replacing the entry. `history.length` cannot tell: it also counts other sites' entries and the
 * blank tab before the landing.
 */
export function goBack(fallback = '#/index/'): void {
  if ((historyDepth() ?? 0) > 0) window.history.back();
  else navigateTo(fallback.replace(/^#/, ''), { replace: true });
}

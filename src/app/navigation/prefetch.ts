import { whenIdle } from '@/shared/lib/idle';
import { matchRoute, readLocation } from '@/shared/routing';
import { needsActivityRoutes } from '../activities';
import { loadPage, loadPageTable } from './pages';

/**
 * Page code ahead of the tap: a route change whose page's chunk is requested on tap waits a round trip
 * and the chunk's evaluation. A finger landing on an in-app link starts that page's code before the click arrives;
 * and once the learner first touches the screen, a key or a wheel (they are reading, the load is over), the pages they most
 * likely open next load one by one at quiet moments. Not before: evaluating four pages' models while the first
 * screen is still loading made long tasks on a busy phone (Lighthouse counted them as blocking time) for pages a
 * learner who only reads the home never opens.
 */
export const LIKELY_NEXT_PATHS = ['/study/index', '/mine/index', '/lesson/play/1', '/hot'] as const;

/** Loads the code of the page a path shows (nothing for an unknown path, a campaign's path or a failure). */
export async function prefetchPath(path: string): Promise<void> {
  if (needsActivityRoutes(path)) return;
  try {
    const match = matchRoute(await loadPageTable(), path);
    if (match) await loadPage(match.route);
  } catch {
    // A prefetch that fails changes nothing: the route change loads the page itself and reports a failure.
  }
}

const idle = () => new Promise<void>((resolve) => whenIdle(resolve, 3000));

/** The in-app path a pointer went down on (a hash link), if any. */
export function linkPathOf(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href^="#/"]') : null;
  const href = link?.getAttribute('href');
  return href ? readLocation(href, '').path : null;
}

/** The learner's first interaction (the likely pages load after it); not `scroll`, which the banner's own carousel fires. */
export const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'wheel'] as const;

let started = false;

/** Starts both, once (after the first screen; this module loads with the route table). */
export function startPrefetching(): void {
  if (started) return;
  started = true;
  document.addEventListener(
    'pointerdown',
    (event) => {
      const path = linkPathOf(event.target);
      if (path) void prefetchPath(path);
    },
    { capture: true, passive: true },
  );
  const onFirstInteraction = () => {
    for (const type of INTERACTION_EVENTS) window.removeEventListener(type, onFirstInteraction, true);
    void (async () => {
      for (const path of LIKELY_NEXT_PATHS) {
        await idle();
        await prefetchPath(path);
      }
    })();
  };
  for (const type of INTERACTION_EVENTS)
    window.addEventListener(type, onFirstInteraction, { capture: true, passive: true });
}

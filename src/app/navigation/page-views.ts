import { scopeBind } from 'effector';
import { trackPageView } from '@/shared/analytics';
import { whenIdle } from '@/shared/lib/idle';
import { afterPaint } from '@/shared/ui/after-paint';

/**
 * Sends page views at the browser's next idle moment after the next frame (at most 1 s later; right after the frame
 * where there is no requestIdleCallback, as in iOS Safari). On a route change the page view was the largest part of
 * the tap's task after the page's own render, before the next screen's first paint. Loaded lazily with
 * the statistics code (route-effects.ts), so the waiting costs the first screen no bytes. Call it inside an effect's
 * handler: it binds the caller's scope for later. Resolves once they are sent (the study badge waits for that too).
 */
export function trackPageViewsLater(fullPaths: string[]): Promise<void> {
  const track = scopeBind(trackPageView, { safe: true });
  return new Promise((resolve) => {
    afterPaint(() => {
      const send = () => {
        for (const fullPath of fullPaths) track(fullPath);
        resolve();
      };
      if (typeof requestIdleCallback === 'function') whenIdle(send, 1000);
      else send();
    });
  });
}

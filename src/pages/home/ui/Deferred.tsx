import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import { whenIdle } from '@/shared/lib/idle';

type Props = { children: ReactNode };

/**
 * A block below the editors' picks: rendered when it comes within a screen of the viewport, or when the browser is idle,
 * whichever is first. Until then it holds a box of roughly its size (home.css), so the first render stays small
 * (fewer long tasks while the first screen loads) and nothing on screen moves when it fills in. Its data is
 * requested with the screen all the same.
 *
 * Shown in a transition: a plain state update from an idle callback or the observer is rendered in one go (React's
 * default lane is not sliced), and five blocks of lesson cards revealed in one idle moment are one long task on a
 * phone. A transition renders in slices of ~5 ms.
 */
export function Deferred({ children }: Props) {
  const holder = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return;
    const show = () => startTransition(() => setShown(true));
    const cancelIdle = whenIdle(show, 3000);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) show();
      },
      { rootMargin: '100% 0px' },
    );
    if (holder.current) observer.observe(holder.current);
    return () => {
      cancelIdle();
      observer.disconnect();
    };
  }, [shown]);
  return shown ? children : <div ref={holder} className="home-deferred" aria-hidden="true" />;
}

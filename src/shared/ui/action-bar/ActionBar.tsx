import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import './action-bar.css';

/** CSS variable on <html>: the bar's height (safe area included) while a bar is on screen. */
export const ACTION_BAR_OFFSET = '--wk-action-bar-offset';

/**
 * Bottom action bar (buy, sign up): fixed to the screen bottom above the iOS home indicator (safe area), with a
 * spacer of its height in the page flow so the end of the page is never hidden behind it. With large text the
 * actions wrap onto more rows and the spacer follows the bar's real height.
 */
export function ActionBar({ children, label = '操作' }: { children: ReactNode; label?: string }) {
  const bar = useRef<HTMLElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // Floating things (the shell's floating helper) read this to stay above the bar instead of covering it.
    const root = document.documentElement.style;
    // The page's layout changes in the next frame, not inside the observer's callback: a change there resizes what
    // other observers watch (the page's body) and the browser reports a ResizeObserver loop (WebKit as an error).
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        setHeight(element.offsetHeight);
        root.setProperty(ACTION_BAR_OFFSET, `${element.offsetHeight}px`);
      });
    });
    observer.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      root.removeProperty(ACTION_BAR_OFFSET);
    };
  }, []);
  return (
    <>
      <div className="wk-action-bar-spacer" aria-hidden="true" style={height ? { height } : undefined} />
      <section ref={bar} className="wk-action-bar" aria-label={label}>
        {children}
      </section>
    </>
  );
}

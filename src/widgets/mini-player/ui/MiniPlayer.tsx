import { useUnit } from 'effector-react';
import { useLayoutEffect, useRef } from 'react';
import {
  $currentTime,
  $duration,
  $errorText,
  $paused,
  $status,
  $track,
  closeClicked,
  PlayIcon,
  pauseClicked,
  playClicked,
  SleepTimerControl,
} from '@/features/player';
import { formatDuration } from '@/shared/lib/format';
import { hrefTo, linkTo } from '@/shared/routing';
import { Image } from '@/shared/ui/image';
import './mini-player.css';

/** CSS variable on <html>: the bar's height while it is on screen (the floating helper stays above it). */
const MINI_PLAYER_HEIGHT = '--wk-mini-player-height';

/**
 * The bar above the tab bar (or a page's action bar) while a lesson is loaded: cover and title (a link back to the
 * lesson, where it continues at the same position), time, play/pause and close (stops and reports where it was).
 */
export function MiniPlayer({ aboveTabBar }: { aboveTabBar: boolean }) {
  const [track, time, duration, paused, status, error] = useUnit([
    $track,
    $currentTime,
    $duration,
    $paused,
    $status,
    $errorText,
  ]);
  const [play, pause, close] = useUnit([playClicked, pauseClicked, closeClicked]);
  const bar = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    // In the next frame, not inside the callback: see ActionBar (a ResizeObserver loop otherwise).
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => root.setProperty(MINI_PLAYER_HEIGHT, `${element.offsetHeight}px`));
    });
    observer.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      root.removeProperty(MINI_PLAYER_HEIGHT);
    };
  }, []);
  if (!track) return null;
  const progress = duration > 0 ? Math.min(100, (time / duration) * 100) : 0;
  const failed = status === 'error';
  return (
    <>
      <div className="wk-mini-player-spacer" aria-hidden="true" />
      <section
        ref={bar}
        className={aboveTabBar ? 'wk-mini-player wk-mini-player--above-tab-bar' : 'wk-mini-player'}
        aria-label="正在播放"
      >
        <span className="wk-mini-player__progress" style={{ width: `${progress}%` }} aria-hidden="true" />
        <a className="wk-mini-player__lesson" href={hrefTo(linkTo('lesson-play', { id: track.id }))}>
          <span className="wk-mini-player__cover">
            <Image src={track.cover} alt="" ratio={1} displayWidth={40} />
          </span>
          <span className="wk-mini-player__text">
            <span className="wk-mini-player__title">{track.title}</span>
            <span className="wk-mini-player__time">
              {failed ? error : `${formatDuration(time)} / ${formatDuration(duration)}`}
            </span>
          </span>
        </a>
        <button
          type="button"
          className="wk-mini-player__toggle"
          aria-label={failed ? '重试' : paused ? '播放' : '暂停'}
          onClick={() => (paused ? play() : pause())}
        >
          <PlayIcon paused={paused} />
        </button>
        <SleepTimerControl compact />
        <button type="button" className="wk-mini-player__close" aria-label="关闭播放器" onClick={() => close()}>
          <svg viewBox="0 0 24 24" aria-hidden="true" width="1.25em" height="1.25em">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </section>
    </>
  );
}

import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { HOME_LIST_SIZE } from '../config/layout';
import { banners, firstBannerUrl } from '../model/home';

/*
 * The home screen's loading blocks are plain elements drawn by home.css (like the shell's own loading blocks):
 * they are on the first screen, where the skeleton widget's code is not worth its bytes. Each has the size of the
 * content it stands for, so nothing moves when that content arrives.
 */

const CARDS = [1, 2, 3];
const ROWS = Array.from({ length: HOME_LIST_SIZE }, (_, index) => index);

/** The longest the carousel waits for the still's picture (a slow network): then it takes over all the same. */
const STILL_WAIT_MS = 3000;

/**
 * The banner until the carousel takes over: the 2.5:1 box, and as soon as the banners' answer is in, the first
 * picture in it. That picture is the screen's largest element (its LCP): it shows the moment its data and file are
 * there, not after the carousel's chunk has loaded and rendered. `onSettled` says when the carousel may take its
 * place: once the picture has loaded (or failed, or after STILL_WAIT_MS), or at once when there is no picture. The
 * carousel's own picture, the same file in the same box, then paints at once: nothing moves, nothing blinks, and
 * the picture the learner sees first is the one that painted first.
 */
export function BannerPlaceholder({ onSettled }: { onSettled?: () => void }) {
  const [items, status] = useUnit([banners.$items, banners.$status]);
  const first = items[0];
  const url = status === 'ready' ? firstBannerUrl(items) : null;
  const still = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (!onSettled) return;
    if (!url || still.current?.complete) {
      onSettled();
      return;
    }
    const timer = window.setTimeout(onSettled, STILL_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [url, onSettled]);
  if (!first || !url) {
    return (
      <div className="home-banner">
        <div className="home-skeleton home-skeleton--banner" />
      </div>
    );
  }
  // Not a link: the carousel (with its links, dots and swiping) replaces it once the picture is in.
  return (
    <div className="home-banner">
      <div className="home-banner__frame">
        <img
          ref={still}
          className="home-banner__still"
          src={url}
          alt={first.title}
          fetchPriority="high"
          onLoad={onSettled}
          onError={onSettled}
        />
      </div>
    </div>
  );
}

/** 精选推荐 while loading: three cards of the final size. */
export function ChoicePlaceholder() {
  return (
    <ul className="home-choice" aria-busy="true">
      {CARDS.map((key) => (
        <li key={key} className="home-choice__item">
          <span className="home-skeleton home-skeleton--cover" />
          <span className="home-choice__title">
            <span className="home-skeleton home-skeleton--line" />
          </span>
          <span className="home-skeleton home-skeleton--short" />
        </li>
      ))}
    </ul>
  );
}

/** A list block while loading: rows of a lesson card's size. */
export function ListPlaceholder({ rows = HOME_LIST_SIZE }: { rows?: number }) {
  return (
    <div role="status" aria-label="加载中" aria-busy="true">
      {ROWS.slice(0, rows).map((key) => (
        <div key={key} className="home-skeleton-row">
          <span className="home-skeleton home-skeleton--thumb" />
          <span className="home-skeleton-row__text">
            <span className="home-skeleton home-skeleton--line" />
            <span className="home-skeleton home-skeleton--line" />
            <span className="home-skeleton home-skeleton--short" />
          </span>
        </div>
      ))}
    </div>
  );
}

/** The first blocks under the channels, in their final size, while their code and data arrive. */
export function BelowFoldSkeleton() {
  return (
    <div role="status" aria-label="加载中">
      <div className="home-section">
        <div className="home-section__head">
          <span className="home-skeleton home-skeleton--heading" />
        </div>
        <ChoicePlaceholder />
      </div>
      <div className="home-section">
        <div className="home-section__head">
          <span className="home-skeleton home-skeleton--heading" />
        </div>
        <ListPlaceholder />
      </div>
    </div>
  );
}

import { useUnit } from 'effector-react';
import { HOME_LIST_SIZE } from '../config/layout';
import { banners, firstBannerUrl } from '../model/home';

/*
 * The home screen's loading blocks are plain elements drawn by home.css (like the shell's own loading blocks):
 * they are on the first screen, where the skeleton widget's code is not worth its bytes. Each has the size of the
 * content it stands for, so nothing moves when that content arrives.
 */

const CARDS = [1, 2, 3];
const ROWS = Array.from({ length: HOME_LIST_SIZE }, (_, index) => index);

/**
 * The banner until the carousel's code is in: the 2.5:1 box, and as soon as the banners' answer is in, the first
 * picture in it. That picture is the screen's largest element (its
 * LCP): it shows the moment its data and file are there, not after the carousel's chunk has loaded and rendered;
 * the carousel then takes its place with the same picture in the same box, so nothing moves.
 */
export function BannerPlaceholder() {
  const [items, status] = useUnit([banners.$items, banners.$status]);
  const first = items[0];
  const url = status === 'ready' ? firstBannerUrl(items) : null;
  if (!first || !url) {
    return (
      <div className="home-banner">
        <div className="home-skeleton home-skeleton--banner" />
      </div>
    );
  }
  // Not a link: the carousel (with its links, dots and swiping) replaces it as soon as its code is in.
  return (
    <div className="home-banner">
      <div className="home-banner__frame">
        <img className="home-banner__still" src={url} alt={first.title} fetchPriority="high" />
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

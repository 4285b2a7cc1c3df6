import { HOME_LIST_SIZE } from '../config/layout';

/*
 * The home screen's loading blocks are plain elements drawn by home.css (like the shell's own loading blocks):
 * they are on the first screen, where the skeleton widget's code is not worth its bytes. Each has the size of the
 * content it stands for, so nothing moves when that content arrives.
 */

const CARDS = [1, 2, 3];
const ROWS = Array.from({ length: HOME_LIST_SIZE }, (_, index) => index);

/** The banner while loading: the 2.5:1 box, in the banner's own frame. */
export function BannerPlaceholder() {
  return (
    <div className="home-banner">
      <div className="home-skeleton home-skeleton--banner" />
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

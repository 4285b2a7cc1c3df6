import { hrefTo, SEARCH_PATH } from '@/shared/routing';

/** Looks like a search box (the magnifier is a symbol of the page's sprite), opens the search screen. */
export function SearchEntry() {
  return (
    <a className="home-search" href={hrefTo(SEARCH_PATH)}>
      <svg aria-hidden="true">
        <use href="#i-search" />
      </svg>
      搜索课程、讲师
    </a>
  );
}

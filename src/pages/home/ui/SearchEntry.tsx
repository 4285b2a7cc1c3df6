import { hrefTo, SEARCH_PATH } from '@/shared/routing';

/** Looks like a search box (the magnifier is drawn in CSS), opens the search screen. */
export function SearchEntry() {
  return (
    <a className="home-search" href={hrefTo(SEARCH_PATH)}>
      搜索课程、讲师
    </a>
  );
}

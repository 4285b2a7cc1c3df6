import { useUnit } from 'effector-react';
import { $recent, recentCleared } from '../model/recent';
import { recentPicked } from '../model/search';

/** Recent searches, newest first, each a button that searches again; 清除 forgets them all. */
export function RecentSearches() {
  const [recent, pick, clear] = useUnit([$recent, recentPicked, recentCleared]);
  if (recent.length === 0) return null;
  return (
    <section className="search-terms" aria-labelledby="recent-searches">
      <div className="search-terms__head">
        <h2 id="recent-searches" className="search-terms__title">
          最近搜索
        </h2>
        <button type="button" className="search-terms__clear" onClick={() => clear()}>
          清除
        </button>
      </div>
      <ul className="search-terms__list">
        {recent.map((term) => (
          <li key={term}>
            <button type="button" className="search-terms__chip" onClick={() => pick(term)}>
              {term}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

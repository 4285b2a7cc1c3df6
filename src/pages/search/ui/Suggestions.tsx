import { useUnit } from 'effector-react';
import { hrefTo, linkTo } from '@/shared/routing';
import { recentPicked } from '../model/search';

/** Words that find something in the catalogue, offered when a search finds nothing (and before the first one). */
export const HOT_KEYWORDS = ['沟通', '理财', '孩子', '英语', '宋词'];

export function Suggestions({ title }: { title: string }) {
  const pick = useUnit(recentPicked);
  return (
    <section className="search-terms" aria-labelledby="search-suggestions">
      <h2 id="search-suggestions" className="search-terms__title">
        {title}
      </h2>
      <ul className="search-terms__list">
        {HOT_KEYWORDS.map((term) => (
          <li key={term}>
            <button type="button" className="search-terms__chip" onClick={() => pick(term)}>
              {term}
            </button>
          </li>
        ))}
      </ul>
      <a className="search-terms__link" href={hrefTo(linkTo('hot'))}>
        去看看畅销榜
      </a>
    </section>
  );
}

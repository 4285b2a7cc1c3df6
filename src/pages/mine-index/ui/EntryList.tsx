import { hrefTo, linkToMine } from '@/shared/routing';
import type { MineEntry } from '../config/entries';

/** A group of rows, each a real link to a /mine screen. */
export function EntryList({ label, entries }: { label: string; entries: MineEntry[] }) {
  return (
    <nav className="mine-entries" aria-label={label}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.route}>
            <a className="mine-entries__row" href={hrefTo(linkToMine(entry.route))}>
              <span className="mine-entries__label">{entry.label}</span>
              {entry.hint && <span className="mine-entries__hint">{entry.hint}</span>}
              <svg className="mine-entries__chevron" viewBox="0 0 24 24" aria-hidden="true">
                <path d="M9 5l7 7-7 7" />
              </svg>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

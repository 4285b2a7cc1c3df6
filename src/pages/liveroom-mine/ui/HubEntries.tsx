import { hrefTo, linkToMine } from '@/shared/routing';
import type { HubEntry } from '../config/entries';

type Props = { label: string; entries: HubEntry[]; verified: boolean; authLink: string };

/**
 * A group of rows, each a real link. An entry that needs real-name verification, for a lecturer who is not verified,
 * says so and leads to 实名认证 instead (spec §5 would send the gated page back to /mine/index).
 */
export function HubEntries({ label, entries, verified, authLink }: Props) {
  return (
    <nav className="hub-entries" aria-label={label}>
      <h2 className="hub-entries__title">{label}</h2>
      <ul>
        {entries.map((entry) => {
          const locked = entry.need === 'verified' && !verified;
          return (
            <li key={entry.route}>
              <a
                className={`hub-entries__row${locked ? ' is-locked' : ''}`}
                href={hrefTo(locked ? authLink : linkToMine(entry.route))}
              >
                <span className="hub-entries__label">{entry.label}</span>
                <span className="hub-entries__hint">{locked ? '实名认证后可用' : entry.hint}</span>
                <svg className="hub-entries__chevron" viewBox="0 0 24 24" aria-hidden="true">
                  <path d="M9 5l7 7-7 7" />
                </svg>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

import { channelPaths, hrefTo } from '@/shared/routing';

/** The four listing screens, one tap from home (no request: they are always there). */
const ENTRIES = [
  ['discount', '限时特惠'],
  ['hot', '畅销榜'],
  ['free', '免费专区'],
  ['experience', '体验中心'],
] as const;

export function QuickEntries() {
  return (
    <nav className="home-entries" aria-label="课程频道">
      {ENTRIES.map(([route, label]) => (
        <a key={route} className="home-entries__link" href={hrefTo(channelPaths[route])}>
          <span className={`home-entries__icon home-entries__icon--${route}`} aria-hidden="true">
            {/* biome-ignore lint/a11y/noSvgWithoutTitle: decorative, inside an aria-hidden span (the link says it) */}
            <svg>
              <use href={`#i-entry-${route}`} />
            </svg>
          </span>
          {label}
        </a>
      ))}
    </nav>
  );
}

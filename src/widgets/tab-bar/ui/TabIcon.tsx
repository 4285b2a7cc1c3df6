import type { Tab } from '@/shared/routing';

const paths: Record<Tab, string[]> = {
  // A compass.
  discover: ['M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18z', 'M15.5 8.5l-2 5-5 2 2-5z'],
  // An open book.
  study: ['M3.5 5.5c3-1.2 6-1 8.5.8 2.5-1.8 5.5-2 8.5-.8v13c-3-1.2-6-1-8.5.8-2.5-1.8-5.5-2-8.5-.8z', 'M12 6.3v13'],
  // A person.
  mine: ['M12 4a4 4 0 1 0 0 8 4 4 0 1 0 0-8z', 'M4.5 20.5c.8-4 3.8-6.5 7.5-6.5s6.7 2.5 7.5 6.5'],
};

/** Decorative: the visible label names the tab. */
export function TabIcon({ tab }: { tab: Tab }) {
  return (
    <svg className="wk-tab-bar__svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {paths[tab].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

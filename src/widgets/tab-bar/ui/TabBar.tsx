import { useUnit } from 'effector-react';
import type { Tab } from '@/shared/routing';
import { tabs } from '../config/tabs';
import { $hasStudyBadge } from '../model/badge';
import './tab-bar.css';

/**
 * Bottom tab bar of the three tab screens (spec §2): plain hash links in a named nav landmark, fixed above the iOS
 * home indicator, with a spacer of its height in the page flow. A red dot on 学习 while new lessons wait.
 */
export function TabBar({ current }: { current: Tab }) {
  const hasStudyBadge = useUnit($hasStudyBadge);
  return (
    <>
      <div className="wk-tab-bar-spacer" aria-hidden="true" />
      <nav className="wk-tab-bar" aria-label="主导航">
        <ul className="wk-tab-bar__list">
          {tabs.map((tab) => {
            const badged = tab.key === 'study' && hasStudyBadge;
            return (
              <li key={tab.key} className="wk-tab-bar__item">
                <a
                  className="wk-tab-bar__link"
                  href={tab.href}
                  aria-current={tab.key === current ? 'page' : undefined}
                  aria-label={badged ? `${tab.label}，有新课程` : undefined}
                >
                  {/* Hidden from screen readers, the dot too: the link's label says when there are new lessons. */}
                  <span className="wk-tab-bar__icon" aria-hidden="true">
                    {/* biome-ignore lint/a11y/noSvgWithoutTitle: decorative, inside an aria-hidden span */}
                    <svg>
                      <use href={`#i-tab-${tab.key}`} />
                    </svg>
                    {badged && <span className="wk-tab-bar__dot" />}
                  </span>
                  <span className="wk-tab-bar__label">{tab.label}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}

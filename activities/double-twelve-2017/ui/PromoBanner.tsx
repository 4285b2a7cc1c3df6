import { useUnit } from 'effector-react';
import { formatCountdown } from '../lib/countdown';
import { $remainingMs } from '../model/promo';

/** The promo's banner with the time left until it ends (ticking while the deals show). */
export function PromoBanner() {
  const remainingMs = useUnit($remainingMs);
  return (
    <section className="d12-banner" aria-labelledby="d12-banner-title">
      <p className="d12-banner__kicker">12.12 年终狂欢</p>
      <h2 id="d12-banner-title" className="d12-banner__title">
        精选好课 限时特惠
      </h2>
      <p className="d12-banner__countdown">
        距活动结束{' '}
        <span className="d12-banner__clock">{remainingMs === null ? '--:--:--' : formatCountdown(remainingMs)}</span>
      </p>
    </section>
  );
}

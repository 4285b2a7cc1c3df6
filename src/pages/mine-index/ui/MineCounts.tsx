import { useUnit } from 'effector-react';
import { formatCount } from '@/shared/lib/format';
import { hrefTo, linkTo, linkToMine } from '@/shared/routing';
import { $profile } from '../model/mine-index';

/**
 * The profile's counts (spec §3 Lecturer profile, as the mock reads them): collectCounts, watchCounts (lessons
 * studied), cardCounts (usable coupons). Without a profile the row is left out.
 */
export function MineCounts() {
  const profile = useUnit($profile);
  if (!profile) return null;
  const counts = [
    { label: '收藏', value: profile.collectCounts, href: hrefTo(linkToMine('mine-favorite')) },
    { label: '在学', value: profile.watchCounts, href: hrefTo(linkTo('study-index')) },
    { label: '优惠券', value: profile.cardCounts, href: hrefTo(linkToMine('mine-coupon')) },
  ];
  return (
    <nav className="mine-counts" aria-label="我的数据">
      {counts.map((count) => (
        <a key={count.label} className="mine-counts__item" href={count.href}>
          <span className="mine-counts__value">{formatCount(count.value)}</span>
          <span className="mine-counts__label">{count.label}</span>
        </a>
      ))}
    </nav>
  );
}

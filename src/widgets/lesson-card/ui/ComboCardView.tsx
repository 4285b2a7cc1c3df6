import type { ReactNode } from 'react';
import type { ComboCard } from '@/entities/combo';
import { badgeOf } from '@/entities/lesson';
import { formatCount, formatPrice } from '@/shared/lib/format';
import { hrefTo, linkTo } from '@/shared/routing';
import { Image } from '@/shared/ui/image';
import './lesson-card.css';

type Props = {
  combo: ComboCard;
  /** The title as shown, e.g. with search matches marked. */
  title?: ReactNode;
  onOpen?: () => void;
};

/**
 * A column (专栏) or package (系列课) in a list, as the lesson row looks: tagged with its kind, linked to its own
 * page. Once bought it says 已加入专栏 (a column) or 已购 (a package) instead of its price.
 */
export function ComboCardView({ combo, title, onOpen }: Props) {
  const column = combo.comboType === 2;
  const owned = combo.isBought === 1;
  const discounted = !owned && combo.originalPrice !== null && combo.originalPrice > combo.price;
  const href = hrefTo(linkTo(column ? 'lesson-channel' : 'lesson-package', { id: combo.cateId }));
  return (
    <a className="lesson-card" href={href} onClick={onOpen}>
      <span className="lesson-card__cover">
        <Image src={combo.cover} alt="" displayWidth={120} marker={badgeOf(combo.comboType, combo.markType)} />
      </span>
      <span className="lesson-card__body">
        <span className="lesson-card__title">
          <span className="lesson-card__kind" data-kind={column ? 'column' : 'package'}>
            {column ? '专栏' : '系列课'}
          </span>
          {title ?? combo.cateName}
        </span>
        <span className="lesson-card__lecturer">{combo.lecturerName || combo.studioName}</span>
        <span className="lesson-card__meta">
          {owned ? (
            <span className="lesson-card__owned">{column ? '已加入专栏' : '已购'}</span>
          ) : (
            <span className="lesson-card__price" data-free={combo.price === 0 || undefined}>
              {formatPrice(combo.price)}
            </span>
          )}
          {discounted && <del className="lesson-card__original">{formatPrice(combo.originalPrice)}</del>}
          <span className="lesson-card__learners">
            共{combo.lessonCount}课 · {formatCount(combo.learnNum)}人学过
          </span>
        </span>
      </span>
    </a>
  );
}

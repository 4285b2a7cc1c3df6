import { useUnit } from 'effector-react';
import { useDeferredValue, useMemo } from 'react';
import { badgeOf } from '@/entities/lesson';
import { formatCount, formatPrice } from '@/shared/lib/format';
import { Image } from '@/shared/ui/image';
import { goodsHref } from '../lib/goods-link';
import { choices } from '../model/home';
import { ChoicePlaceholder } from './Placeholders';
import { SectionError } from './SectionError';
import { SectionShell } from './SectionShell';

/**
 * 精选推荐: the editors' picks (lessons, columns, packages) in a row that scrolls sideways. What the viewer owns says
 * 已购 / 已加入专栏 instead of a price, as every list does.
 */
export function ChoiceSection() {
  const [currentItems, currentStatus, currentError, retry] = useUnit([
    choices.$items,
    choices.$status,
    choices.$error,
    choices.retried,
  ]);
  // An arriving answer renders in a background render (short slices), not in the synchronous render a store
  // update forces; items, status and error move together, so "ready" never shows with the previous items.
  const { items, status, error } = useDeferredValue(
    useMemo(
      () => ({ items: currentItems, status: currentStatus, error: currentError }),
      [currentItems, currentStatus, currentError],
    ),
  );
  if (status === 'ready' && items.length === 0) return null;
  return (
    <SectionShell title="精选推荐">
      {status === 'failed' ? (
        <SectionError onRetry={retry} error={error} />
      ) : status !== 'ready' ? (
        <ChoicePlaceholder />
      ) : (
        <ul className="home-choice">
          {items.map((item) => (
            <li key={`${item.goodsType}-${item.goodsId}`} className="home-choice__item">
              <a className="home-choice__link" href={goodsHref(item.goodsType, item.goodsId)}>
                <Image src={item.cover} alt="" displayWidth={160} marker={badgeOf(item.goodsType, item.markType)} />
                <span className="home-choice__title">{item.title}</span>
                <span className="home-choice__meta">
                  {item.isBought === 1 ? (
                    <span className="home-choice__owned">{item.goodsType === 2 ? '已加入专栏' : '已购'}</span>
                  ) : (
                    <span className="home-choice__price" data-free={item.price === 0 || undefined}>
                      {formatPrice(item.price)}
                    </span>
                  )}
                  {item.learnNum > 0 && <span>{formatCount(item.learnNum)}人学过</span>}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </SectionShell>
  );
}

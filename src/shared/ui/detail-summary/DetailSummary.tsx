import type { ReactNode } from 'react';
import { formatPrice } from '@/shared/lib/format';
import './detail-summary.css';

type Props = {
  /** id of the heading, which names the section. */
  titleId: string;
  title: string;
  /** The cover picture (an <Image eager />). */
  cover: ReactNode;
  /** In fen; the original price shows struck through only when it is higher. null: unknown (价格暂不可用). */
  price: number | null;
  originalPrice: number | null;
  /** 已购买 (or `boughtLabel`) instead of the price. */
  bought: boolean;
  /** What owning it is called: 已购买 by default, 已加入专栏 for a column. */
  boughtLabel?: string;
  /** The facts line under the price (learners, schedule): spans. */
  meta: ReactNode;
  /** Anything that belongs by the price (an offer), between it and the facts line. */
  children?: ReactNode;
};

/** The top of a goods detail page (lesson, column, package): cover, title, price or 已购买, and a facts line. */
export function DetailSummary({
  titleId,
  title,
  cover,
  price,
  originalPrice,
  bought,
  boughtLabel = '已购买',
  meta,
  children,
}: Props) {
  return (
    <section className="wk-detail-summary" aria-labelledby={titleId}>
      {cover}
      <div className="wk-detail-summary__intro">
        <h2 id={titleId} className="wk-detail-summary__title">
          {title}
        </h2>
        <p className="wk-detail-summary__price">
          {bought ? (
            <span className="wk-detail-summary__bought">{boughtLabel}</span>
          ) : price === null ? (
            <span className="wk-detail-summary__unknown">价格暂不可用</span>
          ) : (
            <>
              <strong>{formatPrice(price)}</strong>
              {originalPrice !== null && originalPrice > price && (
                <del>
                  <span className="wk-detail-summary__hidden">原价</span>
                  {formatPrice(originalPrice)}
                </del>
              )}
            </>
          )}
        </p>
        {children}
        <p className="wk-detail-summary__meta">{meta}</p>
      </div>
    </section>
  );
}

import { formatPrice } from '@/shared/lib/format';
import { hrefTo } from '@/shared/routing';
import { Button, buttonClassName } from '@/shared/ui/button';
import { Image } from '@/shared/ui/image';
import type { Deal } from '../api/promo';
import { goodsPath } from '../lib/goods-path';

type Props = { deal: Deal; buying: boolean; onBuy: (deal: Deal) => void };

/** One promoted lesson, column or package: promo price, the old price struck through, and buy (or study). */
export function DealCard({ deal, buying, onBuy }: Props) {
  const titleId = `d12-deal-${deal.dealId}`;
  const discounted = deal.originalPrice > deal.promoPrice;
  return (
    <li className="d12-deal">
      <article className="d12-deal__inner" aria-labelledby={titleId}>
        <span className="d12-deal__cover">
          <Image src={deal.cover} alt="" displayWidth={128} marker={deal.goodsType} />
        </span>
        <div className="d12-deal__body">
          <h3 id={titleId} className="d12-deal__title">
            {deal.tag && <span className="d12-deal__tag">{deal.tag}</span>}
            {deal.title}
          </h3>
          <p className="d12-deal__lecturer">{deal.lecturerName}</p>
          <div className="d12-deal__footer">
            <p className="d12-deal__prices">
              <span className="d12-sr-only">活动价</span>
              <strong className="d12-deal__price">{formatPrice(deal.promoPrice)}</strong>
              {discounted && (
                <>
                  <span className="d12-sr-only">原价</span>
                  <s className="d12-deal__original">{formatPrice(deal.originalPrice)}</s>
                </>
              )}
            </p>
            {deal.isBought ? (
              <a
                className={buttonClassName({ variant: 'secondary', size: 's' })}
                href={hrefTo(goodsPath(deal.goodsType, deal.goodsId))}
              >
                去学习
              </a>
            ) : (
              <Button size="s" loading={buying} aria-describedby={titleId} onClick={() => onBuy(deal)}>
                立即抢购
              </Button>
            )}
          </div>
        </div>
      </article>
    </li>
  );
}

import type { BuyRecord } from '@/entities/order';
import { formatMoney } from '@/shared/lib/format';
import { hrefTo } from '@/shared/routing';
import { Image } from '@/shared/ui/image';
import { CardRow } from '@/widgets/lesson-card';
import { formatPayTime, goodsPath, kindOf } from '../lib/record-view';

/** One purchase: what (opens its page), when, paid (with the list price when a coupon took some off) and the coupon. */
export function BuyRecordRow({ record }: { record: BuyRecord }) {
  const path = goodsPath(record);
  const saved = record.price !== null && record.payAmount !== null && record.price > record.payAmount;
  return (
    <CardRow href={path && hrefTo(path)} cover={<Image src={record.cover} alt="" displayWidth={96} />}>
      <span className="buy-row__title">
        <span className="buy-row__kind">{kindOf(record)}</span>
        {record.title || '已购商品'}
      </span>
      <span className="buy-row__time">{formatPayTime(record.payTime)}</span>
      <span className="buy-row__amounts">
        实付 <strong className="buy-row__paid">{formatMoney(record.payAmount)}</strong>
        {saved && <del className="buy-row__price">{formatMoney(record.price)}</del>}
      </span>
      {record.couponTitle && <span className="buy-row__coupon">已用券：{record.couponTitle}</span>}
    </CardRow>
  );
}

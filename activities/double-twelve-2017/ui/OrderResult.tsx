import { formatMoney } from '@/shared/lib/format';
import { hrefTo } from '@/shared/routing';
import { Button, buttonClassName } from '@/shared/ui/button';
import { Image } from '@/shared/ui/image';
import type { VipOrder } from '../api/vip-order';
import { goodsPath } from '../lib/goods-path';
import { formatOrderTime } from '../lib/order-time';
import { promoPath } from '../lib/paths';
import './order-result.css';

const HEADLINES = {
  paid: { heading: '支付成功', text: '课程已开通，现在就可以开始学习。' },
  pending: { heading: '等待支付结果', text: '如果你已完成支付，结果可能稍有延迟，请稍后刷新。' },
  failed: { heading: '支付未完成', text: '这笔订单没有支付成功，可以回到活动页重新购买。' },
} as const;

type Props = { order: VipOrder; refreshing: boolean; onRefresh: () => void };

/** A known order: its state, what was bought and for how much, and what to do next. */
export function OrderResult({ order, refreshing, onRefresh }: Props) {
  const { heading, text } = HEADLINES[order.status];
  return (
    <>
      <section className="d12-card d12-result" data-status={order.status} aria-labelledby="d12-result-title">
        <div role="status">
          <h2 id="d12-result-title" className="d12-result__heading">
            {heading}
          </h2>
          <p className="d12-card__text">{text}</p>
        </div>
        <div className="d12-result__goods">
          <span className="d12-result__cover">
            <Image src={order.cover} alt="" displayWidth={96} marker={order.goodsType} />
          </span>
          <p className="d12-result__title">{order.title}</p>
        </div>
        <dl className="d12-result__facts">
          <dt>{order.status === 'paid' ? '实付金额' : '应付金额'}</dt>
          <dd className="d12-result__amount">{formatMoney(order.payAmount)}</dd>
          <dt>订单号</dt>
          <dd>{order.orderNo}</dd>
          <dt>下单时间</dt>
          <dd>{formatOrderTime(order.createTime)}</dd>
        </dl>
      </section>
      <div className="d12-actions">
        {order.status === 'paid' && (
          <a className={buttonClassName({ block: true })} href={hrefTo(goodsPath(order.goodsType, order.goodsId))}>
            开始学习
          </a>
        )}
        {order.status === 'pending' && (
          <Button block loading={refreshing} onClick={onRefresh}>
            刷新支付结果
          </Button>
        )}
        <a className={buttonClassName({ variant: 'secondary', block: true })} href={hrefTo(promoPath)}>
          回到活动主页
        </a>
      </div>
    </>
  );
}

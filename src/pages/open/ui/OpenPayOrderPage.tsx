import { useUnit } from 'effector-react';
import { PurchaseStatus } from '@/features/purchase';
import { formatPrice } from '@/shared/lib/format';
import { hrefTo, linkTo, type PageProps } from '@/shared/routing';
import { Button, buttonClassName } from '@/shared/ui/button';
import { Image } from '@/shared/ui/image';
import { Placeholder } from '@/shared/ui/placeholder';
import { ResourceView } from '@/shared/ui/resource-view';
import { DetailSkeleton } from '@/shared/ui/skeleton';
import type { GoodsRef } from '../lib/open-query';
import { type GoodsSummary, KIND_LABELS } from '../model/pay-goods';
import { $linkError, $notFound, payClicked, payGoods, payPageOpened, purchase } from '../model/pay-order';
import { BadLink } from './BadLink';
import { OpenFrame } from './OpenFrame';
import './open.css';

const ROUTES = { lesson: 'lesson-play', channel: 'lesson-channel', package: 'lesson-package' } as const;
const goodsHref = ({ kind, id }: GoodsRef) => hrefTo(linkTo(ROUTES[kind], { id }));

function GoodsToPay({ goods }: { goods: GoodsSummary }) {
  const [busy, pay, retry] = useUnit([purchase.$busy, payClicked, payGoods.retried]);
  return (
    <section className="open-pay" aria-labelledby="open-pay-name">
      <div className="open-pay__goods">
        <span className="open-pay__cover">
          <Image src={goods.cover} alt="" displayWidth={120} />
        </span>
        <div className="open-pay__text">
          <p className="open-pay__kind">{KIND_LABELS[goods.kind]}</p>
          <h2 id="open-pay-name" className="open-pay__name">
            {goods.name || `${KIND_LABELS[goods.kind]} ${goods.id}`}
          </h2>
        </div>
      </div>
      {goods.isBought ? (
        <div className="open-pay__done" role="status">
          <p>你已购买，可以开始学习了</p>
          <a className={buttonClassName({ block: true })} href={goodsHref(goods)}>
            去学习
          </a>
        </div>
      ) : goods.price === null ? (
        <Placeholder kind="error" title="价格暂不可用" description="请稍后重试" onAction={retry} />
      ) : (
        <>
          <p className="open-pay__price">
            应付 <strong>{formatPrice(goods.price)}</strong>
          </p>
          <Button block loading={busy} onClick={pay}>
            {busy ? '正在支付…' : '微信支付'}
          </Button>
          <PurchaseStatus purchase={purchase} />
          <a className="open-pay__detail" href={goodsHref(goods)}>
            查看{KIND_LABELS[goods.kind]}详情
          </a>
        </>
      )}
    </section>
  );
}

/** open/pay/order?type=lesson&id=3 — pay for goods from a link: shows them and the price, pays, then back to them. */
export function OpenPayOrderPage({ title, query }: PageProps) {
  const [linkError, notFound] = useUnit([$linkError, $notFound]);
  return (
    <OpenFrame page="open-pay-order" title={title} query={query} opened={payPageOpened} linkError={linkError}>
      {notFound ? (
        <BadLink message="商品不存在或已下架" />
      ) : (
        <ResourceView resource={payGoods} skeleton={<DetailSkeleton />}>
          {(goods) => <GoodsToPay goods={goods} />}
        </ResourceView>
      )}
    </OpenFrame>
  );
}

import { formatMoney, formatPrice } from '@/shared/lib/format';
import { hrefTo, linkToMine, type PageProps } from '@/shared/routing';
import { buttonClassName } from '@/shared/ui/button';
import { Image } from '@/shared/ui/image';
import { InfiniteList } from '@/shared/ui/infinite-list';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import type { PromotedGoods } from '../api/promotion';
import { goodsList } from '../model/lists';
import { AccountSummary } from './AccountSummary';
import './extension.css';

const KINDS = { 1: '单课', 2: '专栏', 3: '系列课' } as const;

function GoodsRow({ goods }: { goods: PromotedGoods }) {
  const paused = goods.isDispense !== 1;
  const card = `${hrefTo(linkToMine('extension-sharecard'))}?goodsType=${goods.goodsType}&goodsId=${goods.goodsId}`;
  return (
    <article className="extension-goods" aria-label={goods.name}>
      <span className="extension-goods__cover">
        <Image src={goods.cover} alt="" displayWidth={96} />
      </span>
      <div className="extension-goods__body">
        <p className="extension-goods__name">
          <span className="extension-goods__kind">{KINDS[goods.goodsType]}</span>
          {goods.name}
        </p>
        <p className="extension-goods__price">售价 {formatPrice(goods.price)}</p>
        <p className="extension-goods__earn">
          {paused
            ? '暂停推广，售出不计佣金'
            : `佣金 ${goods.distributRate}%，每单约赚 ${formatMoney(goods.commission)}`}
        </p>
      </div>
      {!paused && (
        <a className={buttonClassName({ size: 's' })} href={card}>
          去推广
        </a>
      )}
    </article>
  );
}

/** extension/index — 推广中心: what sharing earns, my money, and the goods I can promote with their commission. */
export function ExtensionIndexPage({ title }: PageProps) {
  return (
    <main className="extension" data-page="extension-index">
      <PageHeader title={title} />
      <AccountSummary />
      <p className="money-note">
        把课程分享给好友：好友通过你的链接或海报购买，你可获得实付金额一定比例的佣金（按分计算，不足一分舍去）。佣金在 7
        天退款期后结算为可提现佣金。自己通过自己的链接购买不计佣金。
      </p>
      <nav className="money-menu" aria-label="推广">
        <a href={hrefTo(linkToMine('extension-wallet'))}>推广收益</a>
        <a href={hrefTo(linkToMine('extension-detail'))}>推广明细</a>
        <a href={hrefTo(linkToMine('extension-record'))}>提现记录</a>
        <a href={hrefTo(linkToMine('extension-secrets'))}>推广秘籍</a>
      </nav>
      <h2 className="extension__heading">可推广的课程</h2>
      <InfiniteList
        list={goodsList}
        label="可推广的课程"
        getKey={(goods) => `${goods.goodsType}-${goods.goodsId}`}
        renderItem={(goods) => <GoodsRow goods={goods} />}
        empty={<Placeholder title="暂时没有可推广的课程" description="讲师开放推广后，课程会出现在这里" />}
      />
    </main>
  );
}

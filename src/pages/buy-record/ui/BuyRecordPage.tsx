import type { BuyRecord } from '@/entities/order';
import { HOME_PATH, hrefTo, type PageProps } from '@/shared/routing';
import { InfiniteList } from '@/shared/ui/infinite-list';
import { PageHeader } from '@/shared/ui/page-header';
import { EmptyWithLink } from '@/shared/ui/placeholder';
import { buyRecordList } from '../model/buy-records';
import { BuyRecordRow } from './BuyRecordRow';
import './buy-record.css';

const recordKey = (record: BuyRecord, index: number) =>
  record.orderNo || `${record.goodsType}-${record.goodsId}-${index}`;

/** mine/buyRecord/index — 购买记录: what the viewer bought, when, for how much, with which coupon. */
export default function BuyRecordPage({ title }: PageProps) {
  return (
    <main className="buy-record" data-page="buy-record">
      <PageHeader title={title} />
      <InfiniteList
        list={buyRecordList}
        label={title}
        getKey={recordKey}
        empty={<EmptyWithLink title="还没有购买记录" linkLabel="去首页逛逛" href={hrefTo(HOME_PATH)} />}
        renderItem={(record) => <BuyRecordRow record={record} />}
      />
    </main>
  );
}

import type { BuyRecord } from '@/entities/order';
import { HOME_PATH, hrefTo, type PageProps } from '@/shared/routing';
import { buttonClassName } from '@/shared/ui/button';
import { InfiniteList } from '@/shared/ui/infinite-list';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
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
        empty={
          <div className="buy-record__empty">
            <Placeholder title="还没有购买记录" />
            <a className={buttonClassName({ variant: 'primary', size: 's' })} href={hrefTo(HOME_PATH)}>
              去首页逛逛
            </a>
          </div>
        }
        renderItem={(record) => <BuyRecordRow record={record} />}
      />
    </main>
  );
}

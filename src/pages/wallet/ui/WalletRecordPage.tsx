import { hrefTo, linkToMine, type PageProps } from '@/shared/routing';
import { buttonClassName } from '@/shared/ui/button';
import { InfiniteList } from '@/shared/ui/infinite-list';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import { withdrawalList } from '../model/lists';
import { RecordRow } from './RecordRow';
import './wallet.css';

/** wallet/record — 提现记录: each withdrawal, 处理中 / 已到账 / 已驳回 (with the reason). */
export function WalletRecordPage({ title }: PageProps) {
  return (
    <main className="wallet" data-page="wallet-record">
      <PageHeader title={title} />
      <InfiniteList
        list={withdrawalList}
        label={title}
        getKey={(record) => record.recordId}
        renderItem={(record) => <RecordRow record={record} />}
        empty={
          <div className="money-empty">
            <Placeholder title="还没有提现记录" />
            <a className={buttonClassName({ size: 's' })} href={hrefTo(linkToMine('wallet-cash'))}>
              去提现
            </a>
          </div>
        }
      />
    </main>
  );
}

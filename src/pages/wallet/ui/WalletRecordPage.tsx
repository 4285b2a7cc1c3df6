import { MoneyRecords } from '@/features/withdraw';
import { hrefTo, linkToMine, type PageProps } from '@/shared/routing';
import { PageHeader } from '@/shared/ui/page-header';
import { withdrawalList } from '../model/lists';
import { RecordRow } from './RecordRow';
import './wallet.css';

/** wallet/record — 提现记录: each withdrawal, 处理中 / 已到账 / 已驳回 (with the reason). */
export function WalletRecordPage({ title }: PageProps) {
  return (
    <main className="wallet" data-page="wallet-record">
      <PageHeader title={title} />
      <MoneyRecords
        list={withdrawalList}
        label={title}
        renderItem={(record) => <RecordRow record={record} />}
        empty={{ title: '还没有提现记录', action: { href: hrefTo(linkToMine('wallet-cash')), label: '去提现' } }}
      />
    </main>
  );
}

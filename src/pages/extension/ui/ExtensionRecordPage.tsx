import { MoneyRecords, MoneyRow } from '@/features/withdraw';
import { hrefTo, linkToMine, type PageProps } from '@/shared/routing';
import { PageHeader } from '@/shared/ui/page-header';
import type { PromotionWithdrawal } from '../api/promotion';
import { withdrawalList } from '../model/lists';
import './extension.css';

function WithdrawalRow({ record }: { record: PromotionWithdrawal }) {
  return (
    <MoneyRow
      title="提现到微信零钱"
      time={record.createTime}
      amount={record.amount}
      direction="out"
      status={record.status}
      reason={record.reason}
    />
  );
}

/** extension/record — 推广记录: commission withdrawals (处理中 / 已到账 / 已驳回 with the reason). */
export function ExtensionRecordPage({ title }: PageProps) {
  return (
    <main className="extension" data-page="extension-record">
      <PageHeader title={title} />
      <MoneyRecords
        list={withdrawalList}
        label={title}
        renderItem={(record) => <WithdrawalRow record={record} />}
        empty={{ title: '还没有提现记录', action: { href: hrefTo(linkToMine('extension-present')), label: '去提现' } }}
      />
    </main>
  );
}

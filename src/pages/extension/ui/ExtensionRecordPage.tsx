import { formatMoney } from '@/shared/lib/format';
import { hrefTo, linkToMine, type PageProps } from '@/shared/routing';
import { buttonClassName } from '@/shared/ui/button';
import { InfiniteList } from '@/shared/ui/infinite-list';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import type { PromotionWithdrawal } from '../api/promotion';
import { formatDateTime } from '../lib/date';
import { withdrawalList } from '../model/lists';
import './extension.css';

const STATES = { 1: '已到账', 2: '处理中', 3: '已驳回' } as const;

function WithdrawalRow({ record }: { record: PromotionWithdrawal }) {
  return (
    <div className="extension-row">
      <div className="extension-row__main">
        <p className="extension-row__title">提现到微信零钱</p>
        <p className="extension-row__meta">{formatDateTime(record.createTime)}</p>
        {record.status === 3 && record.reason && <p className="extension-row__reason">驳回原因：{record.reason}</p>}
      </div>
      <div className="extension-row__side">
        <span className="extension-row__amount">-{formatMoney(record.amount)}</span>
        <span className="extension-row__state" data-state={record.status}>
          {STATES[record.status]}
        </span>
      </div>
    </div>
  );
}

/** extension/record — 推广记录: commission withdrawals (处理中 / 已到账 / 已驳回 with the reason). */
export function ExtensionRecordPage({ title }: PageProps) {
  return (
    <main className="extension" data-page="extension-record">
      <PageHeader title={title} />
      <InfiniteList
        list={withdrawalList}
        label={title}
        getKey={(record) => record.recordId}
        renderItem={(record) => <WithdrawalRow record={record} />}
        empty={
          <div className="extension__empty">
            <Placeholder title="还没有提现记录" />
            <a className={buttonClassName({ size: 's' })} href={hrefTo(linkToMine('extension-present'))}>
              去提现
            </a>
          </div>
        }
      />
    </main>
  );
}

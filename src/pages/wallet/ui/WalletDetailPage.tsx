import { useState } from 'react';
import type { PageProps } from '@/shared/routing';
import { InfiniteList } from '@/shared/ui/infinite-list';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import { incomeList, PERIODS, type Period } from '../model/lists';
import { RecordRow } from './RecordRow';
import './wallet.css';

/** wallet/detail — 收支明细: what each lesson, column or package sold earned, newest first, by period. */
export function WalletDetailPage({ title }: PageProps) {
  const [period, setPeriod] = useState<Period>('all');
  return (
    <main className="wallet" data-page="wallet-detail">
      <PageHeader title={title} />
      <fieldset className="wallet__tabs">
        <legend className="wallet__legend">时间范围</legend>
        {PERIODS.map((item) => (
          <button
            key={item.value}
            type="button"
            aria-pressed={period === item.value}
            className="wallet__tab"
            onClick={() => setPeriod(item.value)}
          >
            {item.name}
          </button>
        ))}
      </fieldset>
      <InfiniteList
        list={incomeList}
        params={{ period }}
        label={title}
        getKey={(record) => record.recordId}
        renderItem={(record) => <RecordRow record={record} />}
        empty={<Placeholder title="这段时间还没有收入" description="课程、专栏或系列课售出后，收入会出现在这里" />}
      />
    </main>
  );
}

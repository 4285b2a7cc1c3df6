import { useState } from 'react';
import type { PageProps } from '@/shared/routing';
import { InfiniteList } from '@/shared/ui/infinite-list';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import { DETAIL_VIEWS, type DetailView, goodsIncomeList, incomeList, PERIODS, type Period } from '../model/lists';
import { GoodsIncomeRow } from './GoodsIncomeRow';
import { RecordRow } from './RecordRow';
import './wallet.css';

function Tabs<T extends string>(props: {
  legend: string;
  items: { value: T; name: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="wallet__tabs">
      <legend className="wallet__legend">{props.legend}</legend>
      {props.items.map((item) => (
        <button
          key={item.value}
          type="button"
          aria-pressed={props.value === item.value}
          className="wallet__tab"
          onClick={() => props.onChange(item.value)}
        >
          {item.name}
        </button>
      ))}
    </fieldset>
  );
}

const empty = <Placeholder title="这段时间还没有收入" description="课程、专栏或系列课售出后，收入会出现在这里" />;

/** wallet/detail — 收支明细: income by time (each sale, newest first) or by course (per lesson / column, highest first). */
export function WalletDetailPage({ title }: PageProps) {
  const [view, setView] = useState<DetailView>('time');
  const [period, setPeriod] = useState<Period>('all');
  return (
    <main className="wallet" data-page="wallet-detail">
      <PageHeader title={title} />
      <Tabs legend="查看方式" items={DETAIL_VIEWS} value={view} onChange={setView} />
      <Tabs legend="时间范围" items={PERIODS} value={period} onChange={setPeriod} />
      {view === 'time' ? (
        <InfiniteList
          list={incomeList}
          params={{ period }}
          label={title}
          getKey={(record) => record.recordId}
          renderItem={(record) => <RecordRow record={record} />}
          empty={empty}
        />
      ) : (
        <InfiniteList
          list={goodsIncomeList}
          params={{ period }}
          label={`${title}（按课程）`}
          getKey={(goods) => `${goods.goodsType}:${goods.goodsId}`}
          renderItem={(goods) => <GoodsIncomeRow goods={goods} />}
          empty={empty}
        />
      )}
    </main>
  );
}

import type { ReactNode } from 'react';
import { InfiniteList, type InfiniteListModel } from '@/shared/ui/infinite-list';
import { MoneyEmpty, type MoneyEmptyProps } from './MoneyEmpty';

type Props<T extends { recordId: number }> = {
  list: InfiniteListModel<T, void>;
  /** The list's accessible name (the screen's title). */
  label: string;
  renderItem: (record: T) => ReactNode;
  /** What the screen says before the first record, and where it leads. */
  empty: MoneyEmptyProps;
};

/** A money screen's records (withdrawals, commissions), one row each, the next page loading near the bottom. */
export function MoneyRecords<T extends { recordId: number }>({ list, label, renderItem, empty }: Props<T>) {
  return (
    <InfiniteList
      list={list}
      label={label}
      getKey={(record) => record.recordId}
      renderItem={renderItem}
      empty={<MoneyEmpty {...empty} />}
    />
  );
}

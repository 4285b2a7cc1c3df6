import type { WalletRecord } from '@/entities/lecturer';
import { MoneyRow } from '@/features/withdraw';

/** One wallet movement: income (+) or a withdrawal (−) with its state and, when rejected, why. */
export function RecordRow({ record }: { record: WalletRecord }) {
  const income = record.type === 1;
  return (
    <MoneyRow
      title={record.title || (income ? '课程收入' : '提现')}
      time={record.createTime}
      amount={record.amount}
      direction={income ? 'in' : 'out'}
      status={income ? undefined : record.status}
      reason={record.reason}
    />
  );
}

import type { WalletRecord } from '@/entities/lecturer';
import { formatMoney } from '@/shared/lib/format';
import { formatDateTime } from '../lib/date';

const STATES = { 1: '已到账', 2: '处理中', 3: '已驳回' } as const;

/** One wallet movement: income (+) or a withdrawal (−) with its state and, when rejected, why. */
export function RecordRow({ record }: { record: WalletRecord }) {
  const income = record.type === 1;
  return (
    <div className="wallet-row">
      <div className="wallet-row__main">
        <p className="wallet-row__title">{record.title || (income ? '课程收入' : '提现')}</p>
        <p className="wallet-row__time">{formatDateTime(record.createTime)}</p>
        {!income && record.status === 3 && record.reason && (
          <p className="wallet-row__reason">驳回原因：{record.reason}</p>
        )}
      </div>
      <div className="wallet-row__side">
        <span className={income ? 'wallet-row__plus' : 'wallet-row__minus'}>
          {income ? '+' : '-'}
          {formatMoney(record.amount)}
        </span>
        {!income && (
          <span className="wallet-row__state" data-state={record.status}>
            {STATES[record.status]}
          </span>
        )}
      </div>
    </div>
  );
}

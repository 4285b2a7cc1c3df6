import type { ReactNode } from 'react';
import { formatDateTime, formatMoney } from '@/shared/lib/format';
import './money.css';

const STATES = { 1: '已到账', 2: '处理中', 3: '已驳回' } as const;

type Props = {
  title: string;
  /** When it happened (epoch ms). */
  time: number;
  /** Fen, shown with + (money in) or − (money out). */
  amount: number;
  direction: 'in' | 'out';
  /** A withdrawal's state: 1 paid, 2 processing, 3 rejected (with `reason`). */
  status?: 1 | 2 | 3;
  reason?: string;
  /** More lines under the time (e.g. a commission's settlement). */
  children?: ReactNode;
  testId?: string;
};

/** One movement of money, in the wallet or the promotion programme: income (+) or a withdrawal (−) with its state. */
export function MoneyRow({ title, time, amount, direction, status, reason, children, testId }: Props) {
  return (
    <div className="money-row" data-testid={testId}>
      <div className="money-row__main">
        <p className="money-row__title">{title}</p>
        <p className="money-row__meta">{formatDateTime(time)}</p>
        {children}
        {status === 3 && reason && <p className="money-row__reason">驳回原因：{reason}</p>}
      </div>
      <div className="money-row__side">
        <span className={direction === 'in' ? 'money-row__plus' : 'money-row__minus'}>
          {direction === 'in' ? '+' : '-'}
          {formatMoney(amount)}
        </span>
        {status !== undefined && direction === 'out' && (
          <span className="money-row__state" data-state={status}>
            {STATES[status]}
          </span>
        )}
      </div>
    </div>
  );
}

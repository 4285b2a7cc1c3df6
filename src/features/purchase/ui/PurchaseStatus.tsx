import type { Store } from 'effector';
import { useUnit } from 'effector-react';
import { purchaseMessages } from '../config/messages';
import type { PurchaseState } from '../model/status';
import './purchase-status.css';

type Props = { purchase: { $status: Store<PurchaseState>; $error: Store<string | null> } };

/**
 * The purchase's state in words under a buy button: 支付确认中 (or 未收到支付结果… when the cashier never answered)
 * while the server is asked, then the message of a
 * cancel, a failure or a confirmation that did not arrive. Nothing while idle, ordering or paying (the button and
 * the cashier say enough).
 */
export function PurchaseStatus({ purchase }: Props) {
  const [status, error] = useUnit([purchase.$status, purchase.$error]);
  if (status === 'confirming' || status === 'verifying') {
    return (
      <p className="purchase-status" role="status">
        <span className="purchase-status__spinner" aria-hidden="true" />
        {purchaseMessages[status]}
      </p>
    );
  }
  if (!error || (status !== 'cancelled' && status !== 'failed' && status !== 'confirmTimeout')) return null;
  return (
    <p className={`purchase-status purchase-status--${status}`} role="alert">
      {error}
    </p>
  );
}

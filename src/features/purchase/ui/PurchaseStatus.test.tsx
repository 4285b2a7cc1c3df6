import { describe, expect, it } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { createStore, fork } from 'effector';
import { Provider } from 'effector-react';
import { purchaseMessages } from '../config/messages';
import type { PurchaseState } from '../model/status';
import { PurchaseStatus } from './PurchaseStatus';

const $status = createStore<PurchaseState>('idle');
const $error = createStore<string | null>(null);

function show(status: PurchaseState, error: string | null = null) {
  const scope = fork({
    values: [
      [$status, status],
      [$error, error],
    ],
  });
  return render(
    <Provider value={scope}>
      <PurchaseStatus purchase={{ $status, $error }} />
    </Provider>,
  );
}

describe('PurchaseStatus', () => {
  it('says 支付确认中 while the server is asked', () => {
    show('confirming');
    expect(screen.getByRole('status').textContent).toBe(purchaseMessages.confirming);
  });

  it('alerts the message of a cancel, a failure and a confirmation that did not arrive', () => {
    for (const [status, message] of [
      ['cancelled', purchaseMessages.cancelled],
      ['failed', '支付失败，请稍后重试'],
      ['confirmTimeout', purchaseMessages.confirmTimeout],
    ] as const) {
      const view = show(status, message);
      expect(screen.getByRole('alert').textContent).toBe(message);
      view.unmount();
    }
  });

  it('says nothing while idle, ordering, paying or paid', () => {
    for (const status of ['idle', 'ordering', 'paying', 'paid'] as const) {
      const view = show(status);
      expect(view.container.textContent).toBe('');
      view.unmount();
    }
  });
});

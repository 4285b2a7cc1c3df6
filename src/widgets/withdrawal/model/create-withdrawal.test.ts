import { afterEach, describe, expect, it } from '@rstest/core';
import { allSettled, createEffect, fork } from 'effector';
import { $lecturerProfile } from '@/entities/user';
import type { WithdrawAnswer, WithdrawRequest } from '@/features/withdraw';
import { createPageResource } from '@/shared/model';
import { createWithdrawal } from './create-withdrawal';

type Balance = { availableAmt: number | null; pendingAmt: number };
const balanceFx = createEffect(async (): Promise<Balance> => ({ availableAmt: 0, pendingAmt: 0 }));
const applyFx = createEffect(async (_: WithdrawRequest): Promise<WithdrawAnswer> => ({ recordId: 0, availableAmt: 0 }));
const balance = createPageResource(balanceFx, { keepOnReturn: true });
const model = createWithdrawal({ key: 'test-withdrawal', purpose: 'test-withdrawal', applyFx, balance });

const profile = { userMobile: '13900000003' } as never;

/** The balance answers ¥1,286.50 then, after a withdrawal, what is left; the withdrawal takes what was asked. */
function setup() {
  const balances: number[] = [];
  const sent: WithdrawRequest[] = [];
  let available = 128650;
  const scope = fork({
    values: [[$lecturerProfile, profile]],
    handlers: [
      [
        balance.loadFx,
        async () => {
          balances.push(available);
          return { availableAmt: available, pendingAmt: 298 };
        },
      ],
      [
        applyFx,
        async (request: WithdrawRequest) => {
          sent.push(request);
          available -= request.amount;
          return { recordId: 9, availableAmt: available };
        },
      ],
    ] as never,
  });
  return { scope, balances, sent };
}

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('createWithdrawal', () => {
  it('opens with the balance and the bound phone; the code goes with the withdrawal; the balance is read again', async () => {
    const { scope, balances, sent } = setup();
    await allSettled(model.opened, { scope });
    expect(scope.getState(model.withdraw.$available)).toBe(128650);
    expect(scope.getState(model.sms.$mobile)).toBe('13900000003');

    await allSettled(model.withdraw.amountChanged, { scope, params: '100' });
    await allSettled(model.withdraw.nextClicked, { scope });
    await allSettled(model.withdraw.confirmClicked, { scope });
    // No code typed: nothing is sent, and the SMS field says what is missing.
    expect(sent).toEqual([]);
    expect(scope.getState(model.sms.$codeError)).toBeTruthy();

    await allSettled(model.sms.codeChanged, { scope, params: '123456' });
    await allSettled(model.withdraw.confirmClicked, { scope });
    expect(sent).toEqual([
      { amount: 10000, mobile: '13900000003', smsCode: '123456', clientRequestId: expect.any(String) },
    ]);
    expect(scope.getState(model.sms.$code)).toBe('');
    expect(balances).toEqual([128650, 118650]);
    expect(scope.getState(balance.$data)).toEqual({ availableAmt: 118650, pendingAmt: 298 });
    expect(scope.getState(model.withdraw.$available)).toBe(118650);
  });

  it('gives the SMS field back what a reload kept of it (the draft)', async () => {
    const first = setup();
    await allSettled(model.opened, { scope: first.scope });
    await allSettled(model.withdraw.amountChanged, { scope: first.scope, params: '12' });
    await allSettled(model.sms.mobileChanged, { scope: first.scope, params: '13700001234' });
    await allSettled(model.sms.codeChanged, { scope: first.scope, params: '654321' });

    // The session ran out: the screen opens again in a fresh scope. The form (a child) asks for its draft before the
    // screen (its parent) opens, as React runs their effects; the bound phone then does not replace the kept one.
    const again = setup();
    await allSettled(model.withdraw.opened, { scope: again.scope });
    await allSettled(model.opened, { scope: again.scope });
    expect(again.scope.getState(model.withdraw.$amountText)).toBe('12');
    expect(again.scope.getState(model.sms.$mobile)).toBe('13700001234');
    expect(again.scope.getState(model.sms.$code)).toBe('654321');
  });
});

import { afterEach, describe, expect, it } from '@rstest/core';
import { allSettled, createEffect, createWatch, fork, scopeBind } from 'effector';
import { ApiError } from '@/shared/api';
import { createWithdraw, type WithdrawRequest } from './create-withdraw';

const applyFx = createEffect<WithdrawRequest, { recordId: number; availableAmt: number }>(async () => {
  throw new Error('not in a test scope');
});
const model = createWithdraw({ key: 'test', applyFx });

/** A scope where the balance is ¥1,286.50 and the server answers with `answer` (counting the calls). */
function setup(answer: (request: WithdrawRequest) => Promise<{ recordId: number; availableAmt: number }>) {
  const calls: WithdrawRequest[] = [];
  const scope = fork({
    handlers: [
      [
        applyFx,
        (request: WithdrawRequest) => {
          calls.push(request);
          return answer(request);
        },
      ],
    ],
  });
  return { scope, calls };
}

async function fillAndConfirm(scope: ReturnType<typeof fork>, amount: string, code: string) {
  await allSettled(model.opened, { scope });
  await allSettled(model.availableLoaded, { scope, params: 128650 });
  await allSettled(model.amountChanged, { scope, params: amount });
  await allSettled(model.nextClicked, { scope });
  await allSettled(model.smsChanged, { scope, params: { mobile: '13900000003', code } });
}

afterEach(() => sessionStorage.clear());

describe('withdraw flow', () => {
  it('does not go on with an amount the rules refuse, and says why', async () => {
    const { scope, calls } = setup(async () => ({ recordId: 1, availableAmt: 0 }));
    await fillAndConfirm(scope, '2000', '123456');
    expect(scope.getState(model.$step)).toBe('form');
    expect(scope.getState(model.$check)).toEqual({ ok: false, message: '超出可提现金额 ¥1286.50' });
    await allSettled(model.confirmClicked, { scope });
    expect(calls).toEqual([]);
  });

  it('sends ONE request for a double tap, and shows the balance the server answers', async () => {
    let release: () => void = () => undefined;
    const { scope, calls } = setup(
      (request) =>
        new Promise((resolve) => {
          release = () => resolve({ recordId: 77, availableAmt: 128650 - request.amount - 1 });
        }),
    );
    await fillAndConfirm(scope, '１００', '123456');
    expect(scope.getState(model.$step)).toBe('confirm');
    const tap = scopeBind(model.confirmClicked, { scope });
    tap();
    tap();
    tap();
    expect(scope.getState(model.$sending)).toBe(true);
    release();
    await allSettled(scope);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ amount: 10000, mobile: '13900000003', smsCode: '123456' });
    expect(calls[0]?.clientRequestId).not.toBe('');
    // The server's number, not 128650 − 10000 computed here.
    expect(scope.getState(model.$available)).toBe(118649);
    expect(scope.getState(model.$step)).toBe('done');
    expect(scope.getState(model.$amountText)).toBe('');
  });

  it('keeps everything typed after a failure and retries with the same request id', async () => {
    let attempt = 0;
    const { scope, calls } = setup(async () => {
      attempt += 1;
      if (attempt === 1) throw new ApiError('network', '/api/wallet/withdraw');
      return { recordId: 8, availableAmt: 127650 };
    });
    await fillAndConfirm(scope, '10', '123456');
    await allSettled(model.confirmClicked, { scope });
    expect(scope.getState(model.$step)).toBe('confirm');
    expect(scope.getState(model.$error)).not.toBe('');
    expect(scope.getState(model.$amountText)).toBe('10');
    expect(scope.getState(model.$sms)).toEqual({ mobile: '13900000003', code: '123456' });
    await allSettled(model.confirmClicked, { scope });
    expect(calls).toHaveLength(2);
    expect(calls[1]?.clientRequestId).toBe(calls[0]?.clientRequestId);
    expect(scope.getState(model.$available)).toBe(127650);
  });

  it('does not send without a 6-digit SMS code', async () => {
    const { scope, calls } = setup(async () => ({ recordId: 1, availableAmt: 0 }));
    await fillAndConfirm(scope, '10', '12');
    await allSettled(model.confirmClicked, { scope });
    expect(calls).toEqual([]);
    expect(scope.getState(model.$step)).toBe('confirm');
  });

  it('survives a session expiry: the login reloads the app and the form comes back filled', async () => {
    const { scope } = setup(async () => {
      throw new ApiError('session', '/api/wallet/withdraw', { code: 1000 });
    });
    await fillAndConfirm(scope, '12.5', '654321');
    await allSettled(model.confirmClicked, { scope });
    // After the login the page loads afresh: a new scope, only sessionStorage carried over.
    const { scope: after } = setup(async () => ({ recordId: 1, availableAmt: 0 }));
    const restored: unknown[] = [];
    createWatch({ unit: model.smsRestored, scope: after, fn: (sms) => restored.push(sms) });
    await allSettled(model.opened, { scope: after });
    expect(after.getState(model.$amountText)).toBe('12.5');
    expect(restored).toEqual([{ mobile: '13900000003', code: '654321' }]);
  });

  it('全部提现 fills the whole balance', async () => {
    const { scope } = setup(async () => ({ recordId: 1, availableAmt: 0 }));
    await allSettled(model.availableLoaded, { scope, params: 128650 });
    await allSettled(model.allClicked, { scope });
    expect(scope.getState(model.$amountText)).toBe('1286.50');
  });
});

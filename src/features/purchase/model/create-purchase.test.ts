import { describe, expect, it } from '@rstest/core';
import { allSettled, createEffect, createWatch, fork, type Scope, scopeBind } from 'effector';
import type { PayOrder } from '@/entities/order';
import { payFx } from '@/shared/wechat';
import { CONFIRM_DELAYS_MS, purchaseMessages } from '../config/messages';
import { createPurchase } from './create-purchase';

type Goods = { lessonId: number };

const wxPayParams = {
  appId: 'wx1',
  timeStamp: '1700000000',
  nonceStr: 'n',
  package: 'prepay_id=mock_WK1',
  signType: 'MD5',
  paySign: 'S',
};
const paidOrder: PayOrder = { orderNo: 'WK1', goodsType: 1, goodsId: 7, payAmount: 1990, needPay: 1, wxPayParams };
const freeOrder: PayOrder = { ...paidOrder, payAmount: 0, needPay: 0, wxPayParams: null };

// Module level, as the owner of a buy button makes it; each test's answers come through fork handlers.
const createOrderFx = createEffect<Goods, PayOrder>(async () => paidOrder);
const checkBoughtFx = createEffect<Goods, boolean>(async () => true);
const purchase = createPurchase({ createOrderFx, checkBoughtFx });

type Options = {
  order?: () => Promise<PayOrder>;
  pay?: () => Promise<'paid' | 'cancelled' | 'unanswered'>;
  /** Answers of the server checks in turn; the last one repeats. */
  bought?: Array<boolean | Error>;
  wait?: () => Promise<void>;
};

function setup(options: Options = {}) {
  const calls = { orders: 0, pays: [] as unknown[], checks: 0, waits: [] as number[], purchased: [] as Goods[] };
  const answers = [...(options.bought ?? [true])];
  const scope = fork({
    handlers: [
      [
        createOrderFx,
        () => {
          calls.orders += 1;
          return (options.order ?? (async () => paidOrder))();
        },
      ],
      // payFx is attached to the bridge environment: its handler gets that first.
      [
        payFx,
        (_env: unknown, request: unknown) => {
          calls.pays.push(request);
          return (options.pay ?? (async () => 'paid'))();
        },
      ],
      [
        checkBoughtFx,
        async () => {
          calls.checks += 1;
          const answer = answers.length > 1 ? answers.shift() : answers[0];
          if (answer instanceof Error) throw answer;
          return answer ?? false;
        },
      ],
      [
        purchase.waitFx,
        (step: { ms: number }) => {
          calls.waits.push(step.ms);
          return (options.wait ?? (async () => {}))();
        },
      ],
    ],
  });
  createWatch({ unit: purchase.purchased, scope, fn: (goods) => calls.purchased.push(goods) });
  return { scope, calls };
}

const buy = (scope: Scope) => allSettled(purchase.buyClicked, { scope, params: { lessonId: 7 } });
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function paused() {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { wait: () => gate, release: () => release() };
}

describe('createPurchase', () => {
  it('orders, opens the cashier with the amount, confirms with the server, then is paid', async () => {
    const { scope, calls } = setup({ bought: [false, false, true] });
    await buy(scope);
    expect(calls.pays).toEqual([{ wxPayParams, amountFen: 1990 }]);
    expect(calls.checks).toBe(3);
    expect(calls.waits).toEqual(CONFIRM_DELAYS_MS.slice(0, 3));
    expect(scope.getState(purchase.$status)).toBe('paid');
    expect(scope.getState(purchase.$error)).toBeNull();
    expect(calls.purchased).toEqual([{ lessonId: 7 }]);
  });

  it('is confirming (支付确认中) until the server confirms', async () => {
    const pause = paused();
    const { scope } = setup({ wait: pause.wait });
    const done = buy(scope);
    await tick();
    expect(scope.getState(purchase.$status)).toBe('confirming');
    expect(scope.getState(purchase.$busy)).toBe(true);
    pause.release();
    await done;
    expect(scope.getState(purchase.$status)).toBe('paid');
  });

  it('skips the cashier at zero price and still confirms', async () => {
    const { scope, calls } = setup({ order: async () => freeOrder });
    await buy(scope);
    expect(calls.pays).toEqual([]);
    expect(calls.checks).toBe(1);
    expect(scope.getState(purchase.$status)).toBe('paid');
  });

  it('cancel: its own message, no server check, and a new tap orders again', async () => {
    const { scope, calls } = setup({ pay: async () => 'cancelled' });
    await buy(scope);
    expect(scope.getState(purchase.$status)).toBe('cancelled');
    expect(scope.getState(purchase.$error)).toBe(purchaseMessages.cancelled);
    expect(calls.checks).toBe(0);
    await buy(scope);
    expect(calls.orders).toBe(2);
  });

  it('fail at the cashier: its message, and ready to try again', async () => {
    const { scope, calls } = setup({ pay: () => Promise.reject(new Error('支付未完成，请重试')) });
    await buy(scope);
    expect(scope.getState(purchase.$status)).toBe('failed');
    expect(scope.getState(purchase.$error)).toBe('支付未完成，请重试');
    expect(scope.getState(purchase.$busy)).toBe(false);
    expect(calls.checks).toBe(0);
  });

  it('an order the server refuses shows its message and never opens the cashier', async () => {
    const { scope, calls } = setup({ order: () => Promise.reject(new Error('您已购买过，无需重复购买')) });
    await buy(scope);
    expect(scope.getState(purchase.$status)).toBe('failed');
    expect(scope.getState(purchase.$error)).toBe('您已购买过，无需重复购买');
    expect(calls.pays).toEqual([]);
  });

  it('an order to pay that carries no pay parameters fails instead of hanging', async () => {
    const { scope, calls } = setup({ order: async () => ({ ...paidOrder, wxPayParams: null }) });
    await buy(scope);
    expect(scope.getState(purchase.$status)).toBe('failed');
    expect(scope.getState(purchase.$error)).toBe(purchaseMessages.failed);
    expect(calls.pays).toEqual([]);
  });

  it('confirmation timeout: a growing, bounded backoff (15 s in all), then the fallback message', async () => {
    const { scope, calls } = setup({ bought: [false] });
    await buy(scope);
    expect(scope.getState(purchase.$status)).toBe('confirmTimeout');
    expect(scope.getState(purchase.$error)).toBe(purchaseMessages.confirmTimeout);
    expect(calls.waits).toEqual([...CONFIRM_DELAYS_MS]);
    expect(calls.waits.reduce((sum, ms) => sum + ms, 0)).toBe(15_000);
    expect(calls.waits).toEqual([...calls.waits].sort((a, b) => a - b));
    expect(calls.checks).toBe(CONFIRM_DELAYS_MS.length);
    expect(calls.purchased).toEqual([]);
  });

  it('a failed check counts as "not yet": the next one can still confirm', async () => {
    const { scope, calls } = setup({ bought: [new Error('网络不给力'), true] });
    await buy(scope);
    expect(scope.getState(purchase.$status)).toBe('paid');
    expect(calls.checks).toBe(2);
  });

  it('a double tap creates one order; a tap after paid orders nothing', async () => {
    const { scope, calls } = setup();
    await Promise.all([buy(scope), buy(scope)]);
    expect(calls.orders).toBe(1);
    expect(calls.pays).toHaveLength(1);
    expect(scope.getState(purchase.$status)).toBe('paid');
    await buy(scope);
    expect(calls.orders).toBe(1);
  });

  it('reset stops a running confirmation', async () => {
    const pause = paused();
    const { scope, calls } = setup({ wait: pause.wait });
    const done = buy(scope);
    await tick();
    // Not allSettled: it would wait for the paused confirmation as well.
    scopeBind(purchase.reset, { scope })();
    pause.release();
    await done;
    expect(calls.checks).toBe(0);
    expect(scope.getState(purchase.$status)).toBe('idle');
  });

  it('a cashier that never answers: asks the server (未收到支付结果…), and the server’s word decides', async () => {
    const pause = paused();
    const { scope, calls } = setup({ pay: async () => 'unanswered', bought: [false, true], wait: pause.wait });
    const done = buy(scope);
    await tick();
    expect(scope.getState(purchase.$status)).toBe('verifying');
    expect(scope.getState(purchase.$busy)).toBe(true);
    pause.release();
    await done;
    expect(calls.checks).toBe(2);
    expect(scope.getState(purchase.$status)).toBe('paid');
    expect(calls.purchased).toEqual([{ lessonId: 7 }]);
  });

  it('a cashier that never answers and a server that never confirms: the fallback message, never "paid"', async () => {
    const { scope, calls } = setup({ pay: async () => 'unanswered', bought: [false] });
    await buy(scope);
    expect(scope.getState(purchase.$status)).toBe('confirmTimeout');
    expect(scope.getState(purchase.$error)).toBe(purchaseMessages.confirmTimeout);
    expect(calls.purchased).toEqual([]);
  });
});

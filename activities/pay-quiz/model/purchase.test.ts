import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { $user } from '@/entities/user';
import { purchaseMessages } from '@/features/purchase';
import { $token } from '@/shared/api';
import { type PayRequest, payFx } from '@/shared/wechat';
import { BUYER_TOKEN, buyer } from '../quiz.test-utils';
import { navigateFx } from './navigation';
import { $paper, PaperGate } from './paper';
import { paperPurchase } from './purchase';

/** What WeChat Pay's server does after a real payment: tell the backend (the simulated bridge does the same). */
async function notifyPaid(request: PayRequest) {
  const orderNo = request.wxPayParams.package.replace('prepay_id=mock_', '');
  const body = new URLSearchParams({ orderNo, result: 'paid' });
  await fetch('/__mock/wxpay/notify', { method: 'POST', body });
}

async function openPaidPaper(cashier: (request: PayRequest) => Promise<'paid' | 'cancelled'>) {
  const navigations: string[] = [];
  const scope = fork({
    values: [
      [$token, BUYER_TOKEN],
      [$user, buyer],
    ],
    handlers: [
      [payFx, (_env: unknown, request: PayRequest) => cashier(request)],
      [paperPurchase.waitFx, async () => {}],
      [navigateFx, (to: string) => navigations.push(to)],
    ],
  });
  await allSettled(PaperGate.open, { scope, params: { paperId: 2 } });
  const buy = () => allSettled(paperPurchase.buyClicked, { scope, params: { paperId: 2 } });
  return { scope, navigations, buy };
}

describe('buying a paid paper', () => {
  it('pays ¥9.90, is confirmed by the server (isBought), then goes to the questions', async () => {
    const amounts: Array<number | undefined> = [];
    const quiz = await openPaidPaper(async (request) => {
      amounts.push(request.amountFen);
      await notifyPaid(request);
      return 'paid';
    });
    expect(quiz.scope.getState($paper)?.isBought).toBe(0);
    await quiz.buy();
    expect(amounts).toEqual([990]);
    expect(quiz.scope.getState(paperPurchase.$status)).toBe('paid');
    expect(quiz.scope.getState($paper)?.isBought).toBe(1);
    expect(quiz.navigations).toEqual(['/activity/pay/question?paperId=2']);
  });

  it('never trusts the cashier alone: without the server confirming, it ends in confirmTimeout', async () => {
    const quiz = await openPaidPaper(async () => 'paid');
    await quiz.buy();
    expect(quiz.scope.getState(paperPurchase.$status)).toBe('confirmTimeout');
    expect(quiz.scope.getState(paperPurchase.$error)).toBe(purchaseMessages.confirmTimeout);
    expect(quiz.navigations).toEqual([]);
  });

  it('cancel leaves the paper unbought and the button ready for another try', async () => {
    let choice: 'paid' | 'cancelled' = 'cancelled';
    const quiz = await openPaidPaper(async (request) => {
      if (choice === 'paid') await notifyPaid(request);
      return choice;
    });
    await quiz.buy();
    expect(quiz.scope.getState(paperPurchase.$status)).toBe('cancelled');
    expect(quiz.scope.getState(paperPurchase.$error)).toBe(purchaseMessages.cancelled);
    choice = 'paid';
    await quiz.buy();
    expect(quiz.scope.getState(paperPurchase.$status)).toBe('paid');
  });
});

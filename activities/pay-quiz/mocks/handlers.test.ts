import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { callMock } from '@/app/activities/campaign.test-utils';
import { getPaperFx } from '@/entities/quiz';
import { $token } from '@/shared/api';
import { createPaperOrderFx } from '../api/paper-order';

const BUYER = 'mock.2.test';
/** The mock's envelope with its data as a record (what these tests read). */
type Data = Record<string, unknown> | null;
const call = (method: 'GET' | 'POST', path: string, fields: Record<string, string>) =>
  callMock<Data>(method, path, fields);

const payOrder = (token: string, paperId: string) => call('GET', '/api/question/payOrder', { token, paperId });
const paper = (token: string, paperId: string) => call('GET', '/api/question/index', { token, paperId });
const notify = (orderNo: string, result = 'paid') => call('POST', '/__mock/wxpay/notify', { orderNo, result });

describe('pay-quiz mock backend', () => {
  it('answers 1000 without a valid token, 2 for a missing or unknown paper', async () => {
    expect((await payOrder('', '2')).code).toBe(1000);
    expect(await payOrder(BUYER, '')).toMatchObject({ code: 2, msg: '缺少参数：paperId' });
    expect(await payOrder(BUYER, '99')).toMatchObject({ code: 2, msg: '测评不存在' });
  });

  it('opens a QZ order to pay for a paid paper; the paper is bought only after the payment notice', async () => {
    const order = await payOrder(BUYER, '2');
    expect(order.data).toMatchObject({ goodsType: 4, goodsId: 2, payAmount: 990, needPay: 1 });
    const orderNo = String(order.data?.orderNo);
    expect(orderNo).toMatch(/^QZ\d+/);
    expect(order.data?.wxPayParams).toMatchObject({ package: `prepay_id=mock_${orderNo}` });
    expect((await paper(BUYER, '2')).data?.isBought).toBe(0);

    expect(await notify(orderNo)).toMatchObject({ code: 1, data: { orderNo, status: 'paid' } });
    const bought = await paper(BUYER, '2');
    expect(bought.data).toMatchObject({ paperId: 2, isBought: 1 });
    expect(bought.data?.questions).toHaveLength(4);
    // Bought for this buyer only.
    expect((await paper('mock.3.test', '2')).data?.isBought).toBe(0);
    expect(await payOrder(BUYER, '2')).toMatchObject({ code: 3, msg: '您已购买过，无需重复购买' });
  });

  it('completes a free paper at once (needPay 0, no pay parameters)', async () => {
    expect((await payOrder(BUYER, '1')).data).toMatchObject({
      goodsId: 1,
      payAmount: 0,
      needPay: 0,
      wxPayParams: null,
    });
  });

  it('refuses an order for a paper bought in the core seed (the learner owns paper 2)', async () => {
    expect((await payOrder('mock.1.test', '2')).code).toBe(3);
  });

  it('a failed payment notice leaves the paper unbought', async () => {
    const orderNo = String((await payOrder(BUYER, '2')).data?.orderNo);
    expect((await notify(orderNo, 'failed')).data).toMatchObject({ status: 'failed' });
    expect((await paper(BUYER, '2')).data?.isBought).toBe(0);
  });

  it("lets the core's own payment notices through to the core handler", async () => {
    const lessonOrder = await call('GET', '/api/lesson/webPage/newWxpay', { token: BUYER, lessonId: '3' });
    const orderNo = String(lessonOrder.data?.orderNo);
    expect(await notify(orderNo)).toMatchObject({ code: 1, data: { orderNo, status: 'paid' } });
    expect(await notify('QZ-unknown')).toMatchObject({ code: 2, msg: '订单不存在' });
  });

  it("answers in the app's own schemas (contract)", async () => {
    const scope = fork({ values: [[$token, BUYER]] });
    const order = await allSettled(createPaperOrderFx, { scope, params: { paperId: 2 } });
    expect(order).toMatchObject({ status: 'done', value: { goodsType: 4, needPay: 1 } });
    await notify((order.value as { orderNo: string }).orderNo);
    expect(await allSettled(getPaperFx, { scope, params: { paperId: 2 } })).toMatchObject({
      status: 'done',
      value: { isBought: 1 },
    });
  });
});

import { describe, expect, it } from '@rstest/core';
import { allSettled } from 'effector';
import { getVipOrderFx } from '../api/vip-order';
import { LEARNER, scopeAs } from '../d12.test-utils';
import { $vipOrder, $vipOrderView, AUTO_CHECKS, VipOrderGate, waitBeforeCheckFx } from './vip-order';

const noWait: [typeof waitBeforeCheckFx, () => Promise<void>] = [waitBeforeCheckFx, async () => {}];

async function open(orderNo: string, handlers: Parameters<typeof scopeAs>[1] = [noWait]) {
  const scope = scopeAs(LEARNER, handlers);
  await allSettled(VipOrderGate.open, { scope, params: { orderNo } });
  return scope;
}

describe('vip order result', () => {
  it('shows a paid order with what was bought and the amount paid', async () => {
    const scope = await open('WK20261112000001');
    expect(scope.getState($vipOrderView)).toBe('paid');
    expect(scope.getState($vipOrder)).toMatchObject({
      goodsType: 2,
      goodsId: 2,
      title: '一口气读懂宋朝三百年',
      payAmount: 5900,
    });
  });

  it('looks again a few times by itself while the order is pending, then stays pending', async () => {
    let calls = 0;
    const scope = await open('WK20261112000002', [
      noWait,
      [
        getVipOrderFx,
        async () => {
          calls += 1;
          return {
            orderNo: 'WK20261112000002',
            status: 'pending',
            goodsType: 1,
            goodsId: 27,
            title: '股票入门',
            cover: '',
            payAmount: 3990,
            createTime: 1,
          };
        },
      ],
    ]);
    expect(calls).toBe(1 + AUTO_CHECKS);
    expect(scope.getState($vipOrderView)).toBe('pending');
  });

  it('turns paid when the payment notice arrives during the checks', async () => {
    const answers = ['pending', 'paid'] as const;
    let call = 0;
    const scope = await open('WK1', [
      noWait,
      [
        getVipOrderFx,
        async () => ({
          orderNo: 'WK1',
          status: answers[Math.min(call++, 1)] ?? 'paid',
          goodsType: 1 as const,
          goodsId: 27,
          title: '股票入门',
          cover: '',
          payAmount: 3990,
          createTime: 1,
        }),
      ],
    ]);
    expect(call).toBe(2);
    expect(scope.getState($vipOrderView)).toBe('paid');
  });

  it('says not found for an unknown order and for someone else order', async () => {
    expect((await open('WK404')).getState($vipOrderView)).toBe('notFound');
    expect((await open('WK20261112000003')).getState($vipOrderView)).toBe('notFound');
  });

  it('offers a retry when the order cannot be loaded', async () => {
    const scope = await open('WK20261112000001', [noWait, [getVipOrderFx, () => Promise.reject(new Error('offline'))]]);
    expect(scope.getState($vipOrderView)).toBe('error');
  });
});

import { describe, expect, it } from '@rstest/core';
import { allSettled } from 'effector';
import { $toast } from '@/shared/ui/toast';
import type { Deal } from '../api/promo';
import { LEARNER, scopeAs } from '../d12.test-utils';
import { $buyingDealId, buyClicked, openVipOrderFx, payDealFx } from './buy-deal';

const column: Deal = {
  dealId: 2,
  goodsType: 2,
  goodsId: 1,
  title: '职场沟通力：30 天高效表达训练营',
  cover: '',
  lecturerName: '林晓岚',
  promoPrice: 2990,
  originalPrice: 4990,
  tag: '爆款',
  isBought: 0,
};

function setUp(cashier: 'paid' | 'cancelled') {
  const opened: string[] = [];
  const paid: number[] = [];
  const scope = scopeAs(LEARNER, [
    [
      payDealFx,
      async ({ amountFen }: { amountFen?: number }) => {
        paid.push(amountFen ?? 0);
        return cashier;
      },
    ],
    [openVipOrderFx, (orderNo: string) => void opened.push(orderNo)],
  ]);
  return { scope, opened, paid };
}

describe('buying a deal', () => {
  it('orders at the price shown, pays at the cashier and opens the order result', async () => {
    const { scope, opened, paid } = setUp('paid');
    await allSettled(buyClicked, { scope, params: column });
    expect(paid).toEqual([2990]);
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatch(/^WK\d+/);
    expect(scope.getState($buyingDealId)).toBeNull();
  });

  it('stays on the promo with a message when the cashier is closed', async () => {
    const { scope, opened } = setUp('cancelled');
    await allSettled(buyClicked, { scope, params: column });
    expect(opened).toEqual([]);
    expect(scope.getState($toast)?.message).toBe('已取消支付');
    expect(scope.getState($buyingDealId)).toBeNull();
  });

  it('shows the server message when the goods are already bought', async () => {
    const { scope, paid } = setUp('paid');
    await allSettled(buyClicked, { scope, params: { ...column, goodsId: 2 } });
    expect(paid).toEqual([]);
    expect(scope.getState($toast)?.message).toBe('您已购买过，无需重复购买');
  });

  it('does not order a deal the viewer already owns', async () => {
    const { scope, paid, opened } = setUp('paid');
    await allSettled(buyClicked, { scope, params: { ...column, isBought: 1 } });
    expect([paid, opened]).toEqual([[], []]);
  });
});

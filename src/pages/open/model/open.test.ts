import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { ApiError } from '@/shared/api';
import type { GoodsRef } from '../lib/open-query';
import { $authError, authPageOpened, returnFx } from './auth-return';
import { checkBoughtFx, fetchGoodsFx, type GoodsSummary, orderGoodsFx } from './pay-goods';
import { $linkError, $notFound, payClicked, payGoods, payPageOpened, purchase } from './pay-order';

describe('open/auth/userInfo', () => {
  it('goes on to a valid in-app redirect, replacing this page', async () => {
    const went: string[] = [];
    const scope = fork({ handlers: [[returnFx, (to: string) => void went.push(to)]] });
    await allSettled(authPageOpened, { scope, params: { redirect: '/lesson/play/3' } });
    expect(went).toEqual(['/lesson/play/3']);
    expect(scope.getState($authError)).toBe('');
  });

  it('stays and explains a missing or foreign redirect', async () => {
    const went: string[] = [];
    const scope = fork({ handlers: [[returnFx, (to: string) => void went.push(to)]] });
    await allSettled(authPageOpened, { scope, params: { redirect: 'https://evil.test/' } });
    expect(scope.getState($authError)).toBe('链接里的返回页面无效');
    await allSettled(authPageOpened, { scope, params: {} });
    expect(scope.getState($authError)).toBe('链接缺少返回页面');
    expect(went).toEqual([]);
  });
});

const lesson: GoodsSummary = { kind: 'lesson', id: 3, name: '高效沟通', cover: '', price: 1990, isBought: false };

describe('open/pay/order', () => {
  it('shows a bad link without asking the server', async () => {
    const asked: GoodsRef[] = [];
    const scope = fork({
      handlers: [
        [
          fetchGoodsFx,
          async (ref: GoodsRef) => {
            asked.push(ref);
            return lesson;
          },
        ],
      ],
    });
    await allSettled(payPageOpened, { scope, params: { type: 'lesson', id: 'abc' } });
    expect(scope.getState($linkError)).toBe('链接里的商品编号有误');
    expect(asked).toEqual([]);
  });

  it('says when the goods do not exist', async () => {
    const scope = fork({
      handlers: [
        [
          fetchGoodsFx,
          async () => {
            throw new ApiError('business', '/api/combo/detail', { code: 2, message: '商品不存在' });
          },
        ],
      ],
    });
    await allSettled(payPageOpened, { scope, params: { type: 'channel', id: '99' } });
    expect(scope.getState($notFound)).toBe(true);
  });

  it('orders the goods of the link, and after the server confirms shows them bought', async () => {
    let bought = false;
    const ordered: GoodsRef[] = [];
    const scope = fork({
      handlers: [
        [fetchGoodsFx, async (ref: GoodsRef) => ({ ...lesson, ...ref, isBought: bought })],
        [
          orderGoodsFx,
          async (ref: GoodsRef) => {
            ordered.push(ref);
            bought = true;
            return { orderNo: 'T1', goodsType: 1, goodsId: 3, payAmount: 0, needPay: 0, wxPayParams: null };
          },
        ],
        [checkBoughtFx, async () => bought],
      ],
    });
    await allSettled(payPageOpened, { scope, params: { type: 'lesson', id: '3' } });
    expect(scope.getState(payGoods.$status)).toBe('ready');
    await allSettled(payClicked, { scope });
    expect(ordered).toEqual([{ kind: 'lesson', id: 3 }]);
    expect(scope.getState(purchase.$status)).toBe('paid');
    expect(scope.getState(payGoods.$data)?.isBought).toBe(true);
    await allSettled(payClicked, { scope });
    expect(ordered).toHaveLength(1);
  });
});

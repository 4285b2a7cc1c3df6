import { describe, expect, it } from '@rstest/core';
import { allSettled, createEffect, fork } from 'effector';
import {
  getBestCouponFx,
  getClaimableCouponsFx,
  getCouponPriceFx,
  getSpecialPriceFx,
  getUserCouponsFx,
} from '@/entities/coupon';
import type { PayOrder } from '@/entities/order';
import { $user } from '@/entities/user';
import { $token, ApiError, tokenCleared, tokenReceived } from '@/shared/api';
import { payFx, shareFx } from '@/shared/wechat';
import { createGoodsCommerce } from './create-goods-commerce';
import { createGoodsDetail } from './create-goods-detail';

type Item = { itemId: number; price: number | null; isBought: 0 | 1; name: string };

const fetchItemFx = createEffect<{ itemId: number }, Item, ApiError>(async () => {
  throw new Error('replaced in each scope');
});
const orderItemFx = createEffect<{ itemId: number; couponUserId?: number }, PayOrder, ApiError>(async () => {
  throw new Error('replaced in each scope');
});

const itemDetail = createGoodsDetail({
  fetchFx: fetchItemFx,
  paramsFor: (itemId) => ({ itemId }),
  idOf: (params) => params.itemId,
  detailIdOf: (item: Item) => item.itemId,
  shareCardOf: (item) => ({ title: item.name, desc: '', imgUrl: '', link: `/#/item/${item.itemId}` }),
});
const itemCommerce = {
  createOrderFx: orderItemFx,
  goodsOf: (item: Item) => ({ goodsType: 2 as const, goodsId: item.itemId }),
  priceOf: (item: Item) => item.price,
  isBought: (item: Item) => item.isBought === 1,
};
const detail = { ...itemDetail, ...createGoodsCommerce(itemDetail, itemCommerce) };

const order: PayOrder = {
  orderNo: 'WK9',
  goodsType: 2,
  goodsId: 9,
  payAmount: 990,
  needPay: 1,
  wxPayParams: { appId: 'wx', timeStamp: '1', nonceStr: 'n', package: 'p', signType: 'MD5', paySign: 's' },
};

const item = (itemId: number, extra: Partial<Item> = {}): Item => ({
  itemId,
  price: 0,
  isBought: 0,
  name: `课${itemId}`,
  ...extra,
});

describe('createGoodsDetail', () => {
  it('keeps the answer for the item asked last and drops a late one for another item', async () => {
    const scope = fork({
      handlers: [
        [fetchItemFx, async ({ itemId }: { itemId: number }) => item(itemId === 1 ? 2 : itemId)],
        [shareFx, async () => {}],
      ] as never,
    });
    await allSettled(detail.opened, { scope, params: { itemId: 1 } });
    expect(scope.getState(detail.$detail)).toBeNull();
    await allSettled(detail.opened, { scope, params: { itemId: 3 } });
    expect(scope.getState(detail.$detail)?.itemId).toBe(3);
    expect(scope.getState(detail.$loadState)).toBe('ready');
  });

  it('says 不存在 on code 2, keeps the error for the message otherwise, and recovers on 重试', async () => {
    let fail: ApiError | null = new ApiError('business', '/x', { code: 2, message: '不存在' });
    const scope = fork({
      handlers: [
        [
          fetchItemFx,
          async ({ itemId }: { itemId: number }) => {
            if (fail) throw fail;
            return item(itemId);
          },
        ],
        [shareFx, async () => {}],
      ] as never,
    });
    await allSettled(detail.opened, { scope, params: { itemId: 5 } });
    expect(scope.getState(detail.$loadState)).toBe('notFound');
    fail = new ApiError('network', '/x');
    await allSettled(detail.retried, { scope });
    expect(scope.getState(detail.$loadState)).toBe('failed');
    expect(scope.getState(detail.$loadError)?.kind).toBe('network');
    fail = null;
    await allSettled(detail.retried, { scope });
    expect(scope.getState(detail.$loadState)).toBe('ready');
    expect(scope.getState(detail.$loadError)).toBeNull();
  });

  it('shares the card with the viewer as sharer, never the token', async () => {
    const cards: { link: string }[] = [];
    const scope = fork({
      handlers: [
        [fetchItemFx, async () => item(7)],
        [
          shareFx,
          // shareFx is attached: its handler gets (source, card).
          async (_: unknown, card: { link: string }) => {
            cards.push(card);
          },
        ],
      ] as never,
    });
    await allSettled(detail.opened, { scope, params: { itemId: 7 } });
    expect(cards).toHaveLength(1);
    expect(cards[0]?.link).toContain('/item/7');
    expect(cards[0]?.link).not.toContain('token');
  });

  it('buys a paid item without coupons: one order for one tap, confirmed by the detail call, then the page refreshes', async () => {
    const orders: unknown[] = [];
    let bought = false;
    const scope = fork({
      handlers: [
        [fetchItemFx, async ({ itemId }: { itemId: number }) => item(itemId, { price: 990, isBought: bought ? 1 : 0 })],
        [getUserCouponsFx, async () => []],
        [getClaimableCouponsFx, async () => []],
        [getSpecialPriceFx, async () => null],
        [shareFx, async () => {}],
        [
          detail.orderFx,
          // Attached effects' handlers get (source, params).
          async (_: unknown, goods: unknown) => {
            orders.push(goods);
            bought = true;
            return order;
          },
        ],
        [payFx, async () => 'paid'],
        [detail.purchase.waitFx, async () => {}],
      ] as never,
    });
    await allSettled(detail.opened, { scope, params: { itemId: 9 } });
    await Promise.all([allSettled(detail.buyClicked, { scope }), allSettled(detail.buyClicked, { scope })]);
    expect(orders).toEqual([{ itemId: 9 }]);
    expect(scope.getState(detail.purchase.$status)).toBe('paid');
    expect(scope.getState(detail.$detail)?.isBought).toBe(1);
  });

  it('offers nothing and sells nothing when the answer carries no price', async () => {
    const orders: unknown[] = [];
    const scope = fork({
      handlers: [
        [fetchItemFx, async () => item(4, { price: null })],
        [shareFx, async () => {}],
        [
          detail.orderFx,
          async (goods: unknown) => {
            orders.push(goods);
            throw new Error('no order expected');
          },
        ],
      ] as never,
    });
    await allSettled(detail.opened, { scope, params: { itemId: 4 } });
    expect(scope.getState(detail.coupon.$payPrice)).toBeNull();
    expect(scope.getState(detail.offers.$goods)).toBeNull();
    await allSettled(detail.buyClicked, { scope });
    expect(orders).toEqual([]);
  });
});

describe('createGoodsDetail: the owner of the goods', () => {
  const ownedDetail = createGoodsDetail({
    fetchFx: fetchItemFx,
    paramsFor: (itemId) => ({ itemId }),
    idOf: (params) => params.itemId,
    detailIdOf: (found: Item) => found.itemId,
    shareCardOf: (found) => ({ title: found.name, desc: '', imgUrl: '', link: `/#/item/${found.itemId}` }),
    // Items 1–9 belong to user 3.
    ownerIdOf: (found) => (found.itemId < 10 ? 3 : 4),
  });
  const owned = { ...ownedDetail, ...createGoodsCommerce(ownedDetail, itemCommerce) };
  let orders = 0;
  const scopeAs = (userId: number | null) =>
    fork({
      values: [[$user, userId === null ? null : { id: userId, nickName: '讲师' }]] as never,
      handlers: [
        [fetchItemFx, async ({ itemId }: { itemId: number }) => item(itemId, { price: 990 })],
        [
          orderItemFx,
          async () => {
            orders += 1;
            return order;
          },
        ],
        [shareFx, async () => {}],
        [getUserCouponsFx, async () => []],
        [getClaimableCouponsFx, async () => []],
        [getSpecialPriceFx, async () => null],
        [getBestCouponFx, async () => ({ pop: 0, coupon: null })],
        [getCouponPriceFx, async () => ({ payPrice: 990 })],
        [payFx, async () => 'cancel'],
      ] as never,
    });

  it('knows its own lecturer, and never opens an order for them (another user does)', async () => {
    orders = 0;
    const own = scopeAs(3);
    await allSettled(owned.opened, { scope: own, params: { itemId: 5 } });
    expect(own.getState(owned.$isOwn)).toBe(true);
    await allSettled(owned.buyClicked, { scope: own });
    expect(orders).toBe(0);

    const learner = scopeAs(4);
    await allSettled(owned.opened, { scope: learner, params: { itemId: 5 } });
    expect(learner.getState(owned.$isOwn)).toBe(false);
    await allSettled(owned.buyClicked, { scope: learner });
    expect(orders).toBe(1);
  });

  it('is not own for another user, a visitor, or goods of another lecturer', async () => {
    for (const [userId, itemId] of [
      [4, 5],
      [null, 5],
      [3, 12],
    ] as const) {
      const scope = scopeAs(userId);
      await allSettled(owned.opened, { scope, params: { itemId } });
      expect(scope.getState(owned.$isOwn)).toBe(false);
    }
  });

  describe('warm data (stale-while-revalidate)', () => {
    function warmScope(answer: (itemId: number) => Promise<Item>) {
      const calls: number[] = [];
      const scope = fork({
        values: [[$token, 'mock.1.a']],
        handlers: [
          [
            fetchItemFx,
            ({ itemId }: { itemId: number }) => {
              calls.push(itemId);
              return answer(itemId);
            },
          ],
          [shareFx, async () => {}],
        ] as never,
      });
      return { scope, calls };
    }

    it('shows goods seen before at once, asks again, and shows the new answer', async () => {
      let name = '旧';
      const { scope, calls } = warmScope(async (itemId) => item(itemId, { name }));
      await allSettled(detail.opened, { scope, params: { itemId: 5 } });
      await allSettled(detail.opened, { scope, params: { itemId: 6 } });
      name = '新';
      const again = allSettled(detail.opened, { scope, params: { itemId: 5 } });
      expect(scope.getState(detail.$loadState)).toBe('ready');
      expect(scope.getState(detail.$detail)).toMatchObject({ itemId: 5, name: '旧' });
      await again;
      expect(scope.getState(detail.$detail)).toMatchObject({ itemId: 5, name: '新' });
      expect(calls).toEqual([5, 6, 5]);
    });

    it('keeps the remembered goods on screen when the new answer fails, but says 不存在 on code 2', async () => {
      let fail: ApiError | null = null;
      const { scope } = warmScope(async (itemId) => {
        if (fail) throw fail;
        return item(itemId);
      });
      await allSettled(detail.opened, { scope, params: { itemId: 5 } });
      fail = new ApiError('network', '/x');
      await allSettled(detail.opened, { scope, params: { itemId: 5 } });
      expect(scope.getState(detail.$loadState)).toBe('ready');
      expect(scope.getState(detail.$detail)?.itemId).toBe(5);
      fail = new ApiError('business', '/x', { code: 2, message: '不存在' });
      await allSettled(detail.opened, { scope, params: { itemId: 5 } });
      expect(scope.getState(detail.$loadState)).toBe('notFound');
    });

    it('never shows one viewer’s goods to the next: a new token or logout forgets them', async () => {
      const { scope } = warmScope(async (itemId) => item(itemId));
      await allSettled(detail.opened, { scope, params: { itemId: 5 } });
      await allSettled(tokenReceived, { scope, params: 'mock.2.b' });
      const afterSwitch = allSettled(detail.opened, { scope, params: { itemId: 5 } });
      expect(scope.getState(detail.$loadState)).toBe('loading');
      expect(scope.getState(detail.$detail)).toBeNull();
      await afterSwitch;
      expect(scope.getState(detail.$detail)?.itemId).toBe(5);
      await allSettled(tokenCleared, { scope });
      const afterLogout = allSettled(detail.opened, { scope, params: { itemId: 5 } });
      expect(scope.getState(detail.$loadState)).toBe('loading');
      expect(scope.getState(detail.$detail)).toBeNull();
      await afterLogout;
    });
  });
});

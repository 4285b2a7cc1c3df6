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
import type { ApiError } from '@/shared/api';
import { payFx, shareFx } from '@/shared/wechat';
import type { GoodsOf } from './commerce-config';
import { createGoodsCommerce } from './create-goods-commerce';
import { createGoodsDetail } from './create-goods-detail';

type Item = { itemId: number; price: number | null; isBought: 0 | 1 };

const fetchItemFx = createEffect<{ itemId: number }, Item, ApiError>(async () => {
  throw new Error('replaced in each scope');
});
const orderItemFx = createEffect<GoodsOf<{ itemId: number }>, PayOrder, ApiError>(async () => {
  throw new Error('replaced in each scope');
});

const order: PayOrder = {
  orderNo: 'WK3',
  goodsType: 1,
  goodsId: 3,
  payAmount: 990,
  needPay: 1,
  wxPayParams: { appId: 'wx', timeStamp: '1', nonceStr: 'n', package: 'p', signType: 'MD5', paySign: 's' },
};

/** The page's commerce module: its parts exist once it has been "evaluated" (the first load), like a lazy chunk. */
let failNextLoad = false;
let loads = 0;
let shop: ReturnType<typeof createShop> | null = null;
const createShop = () =>
  createGoodsCommerce(detail, {
    createOrderFx: orderItemFx,
    goodsOf: (item: Item) => ({ goodsType: 1, goodsId: item.itemId }),
    priceOf: (item) => item.price,
    isBought: (item) => item.isBought === 1,
    offerGoodsOnOpen: ({ itemId }) => ({ goodsType: 1, goodsId: itemId }),
  });
const detail = createGoodsDetail({
  fetchFx: fetchItemFx,
  paramsFor: (itemId) => ({ itemId }),
  idOf: (params) => params.itemId,
  detailIdOf: (item: Item) => item.itemId,
  shareCardOf: (item) => ({ title: `课${item.itemId}`, desc: '', imgUrl: '', link: `/#/item/${item.itemId}` }),
  loadCommerce: async () => {
    loads += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (failNextLoad) {
      failNextLoad = false;
      throw new Error('ChunkLoadError');
    }
    shop ??= createShop();
  },
});

function scopeWithCalls() {
  const calls: string[] = [];
  const orders: unknown[] = [];
  const scope = fork({
    handlers: [
      [
        fetchItemFx,
        async ({ itemId }: { itemId: number }) => {
          calls.push(`detail ${itemId}`);
          return { itemId, price: 990, isBought: 0 };
        },
      ],
      [shareFx, async () => {}],
      [
        getSpecialPriceFx,
        // A call's handler gets its request (mapParams of createRequestFx).
        // A call's handler gets (no source, its request): mapParams of createRequestFx.
        async (_: unknown, { params }: { params: { goodsId: number } }) => {
          calls.push(`special ${params.goodsId}`);
          return { hasSpecial: 0, specialPrice: 0, endTime: null };
        },
      ],
      [
        getUserCouponsFx,
        async (_: unknown, { params }: { params: { goodsId: number } }) => {
          calls.push(`coupons ${params.goodsId}`);
          return [];
        },
      ],
      [getBestCouponFx, async () => ({ pop: 0, coupon: null })],
      [getCouponPriceFx, async () => ({ payPrice: 990 })],
      [getClaimableCouponsFx, async () => []],
      [
        orderItemFx,
        async (goods: unknown) => {
          orders.push(goods);
          return order;
        },
      ],
      [payFx, async () => 'cancelled'],
    ] as never,
  });
  return { scope, calls, orders };
}

describe('createGoodsDetail: purchase and coupons on first need', () => {
  it('shows the goods without them, loads them once, and they catch up on the goods opened before', async () => {
    const { scope, calls, orders } = scopeWithCalls();
    expect(scope.getState(detail.commerce.$state)).toBe('idle');
    await allSettled(detail.opened, { scope, params: { itemId: 3 } });
    expect(scope.getState(detail.$loadState)).toBe('ready');
    expect(calls).toEqual(['detail 3']);

    const before = loads;
    await Promise.all([allSettled(detail.commerce.needed, { scope }), allSettled(detail.commerce.needed, { scope })]);
    expect(loads - before).toBe(1);
    expect(scope.getState(detail.commerce.$state)).toBe('ready');
    expect(calls.sort()).toEqual(['coupons 3', 'detail 3', 'special 3']);
    if (!shop) throw new Error('the commerce module was not created');
    expect(scope.getState(shop.coupon.$payPrice)).toBe(990);

    // One tap, one order; asked again later, nothing loads or is asked twice.
    await Promise.all([allSettled(shop.buyClicked, { scope }), allSettled(shop.buyClicked, { scope })]);
    expect(orders).toEqual([{ itemId: 3 }]);
    await allSettled(detail.commerce.needed, { scope });
    expect(loads - before).toBe(1);
    expect(calls.filter((call) => call.startsWith('special'))).toHaveLength(1);
  });

  it('in a scope that opens the goods after the parts exist, asks for the offers once, not again on `loaded`', async () => {
    const first = scopeWithCalls();
    await allSettled(detail.commerce.needed, { scope: first.scope });
    const { scope, calls } = scopeWithCalls();
    await allSettled(detail.opened, { scope, params: { itemId: 4 } });
    await allSettled(detail.commerce.needed, { scope });
    expect(calls.sort()).toEqual(['coupons 4', 'detail 4', 'special 4']);
  });

  it('after a failed load says so, and loads again when needed again', async () => {
    const { scope } = scopeWithCalls();
    failNextLoad = true;
    await allSettled(detail.commerce.needed, { scope });
    expect(scope.getState(detail.commerce.$state)).toBe('failed');
    await allSettled(detail.commerce.needed, { scope });
    expect(scope.getState(detail.commerce.$state)).toBe('ready');
  });
});

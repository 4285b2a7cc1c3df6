import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import type { ComboDetail } from '@/entities/combo';
import type { PayOrder } from '@/entities/order';
import { ApiError } from '@/shared/api';
import { payFx, shareFx } from '@/shared/wechat';
import {
  $combo,
  $loadState,
  buyClicked,
  checkComboBoughtFx,
  comboPageOpened,
  comboPurchase,
  loadComboFx,
  orderComboFx,
} from './combo';

const column: ComboDetail = {
  cateId: 1,
  cateName: '职场沟通力：30 天高效表达训练营',
  cover: '/mock-cdn/cover/combo-1.svg',
  summary: '从汇报到说服。',
  comboType: 2,
  markType: 2,
  price: 2990,
  originalPrice: 4990,
  lessonCount: 0,
  learnNum: 6830,
  studioId: 1,
  studioName: '晓岚职场课堂',
  lecturerName: '林晓岚',
  showCover: '',
  content: '',
  groupId: 1,
  vip: 0,
  canDistribut: 2,
  isDispense: 1,
  isExclusive: 0,
  isBought: 0,
  lecturer: { lecturerId: 3, lecturerName: '林晓岚', avatar: '', intro: '', studioId: 1, studioName: '晓岚职场课堂' },
  lessons: [],
};

const order: PayOrder = {
  orderNo: 'WK2',
  goodsType: 2,
  goodsId: 1,
  payAmount: 2990,
  needPay: 1,
  wxPayParams: { appId: 'wx', timeStamp: '1', nonceStr: 'n', package: 'p', signType: 'MD5', paySign: 's' },
};

describe('lesson-combo model', () => {
  it('loads the combo, shares it with the sharer, and is not found for code 2', async () => {
    const shares: Array<{ link: string }> = [];
    const scope = fork({
      handlers: [
        [loadComboFx, async () => column],
        [shareFx, async (_env: unknown, card: { link: string }) => void shares.push(card)],
      ],
    });
    await allSettled(comboPageOpened, { scope, params: { cateId: 1 } });
    expect(scope.getState($loadState)).toBe('ready');
    expect(shares[0]?.link).toContain('#/lesson/channel/1');

    const missing = fork({
      handlers: [[loadComboFx, () => Promise.reject(new ApiError('business', '/api/combo/detail', { code: 2 }))]],
    });
    await allSettled(comboPageOpened, { scope: missing, params: { cateId: 404 } });
    expect(missing.getState($loadState)).toBe('notFound');
  });

  it('buys the combo: order, pay, server confirmation, then bought', async () => {
    const orders: unknown[] = [];
    let bought = false;
    const scope = fork({
      handlers: [
        [loadComboFx, async () => ({ ...column, isBought: bought ? 1 : 0 })],
        [shareFx, async () => {}],
        // Attached effects' handlers get (source, params).
        [
          orderComboFx,
          async (_: unknown, goods: unknown) => {
            orders.push(goods);
            return order;
          },
        ],
        [
          payFx,
          async () => {
            bought = true;
            return 'paid';
          },
        ],
        [checkComboBoughtFx, async () => bought],
        [comboPurchase.waitFx, async () => {}],
      ] as never,
    });
    await allSettled(comboPageOpened, { scope, params: { cateId: 1 } });
    await allSettled(buyClicked, { scope });
    expect(orders).toEqual([{ cateId: 1 }]);
    expect(scope.getState(comboPurchase.$status)).toBe('paid');
    expect(scope.getState($combo)?.isBought).toBe(1);
  });
});

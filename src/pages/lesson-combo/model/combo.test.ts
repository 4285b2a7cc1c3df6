import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import type { ComboDetail } from '@/entities/combo';
import { ApiError } from '@/shared/api';
import { shareFx } from '@/shared/wechat';
import { orderToPay, payingPurchase } from '../../../../tests/purchase.test-utils';
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
    const purchase = payingPurchase(
      { orderFx: orderComboFx, checkBoughtFx: checkComboBoughtFx, waitFx: comboPurchase.waitFx },
      orderToPay(2, 1, 2990),
    );
    const scope = fork({
      handlers: [
        [loadComboFx, async () => ({ ...column, isBought: purchase.bought() ? 1 : 0 })],
        [shareFx, async () => {}],
        ...purchase.handlers,
      ] as never,
    });
    await allSettled(comboPageOpened, { scope, params: { cateId: 1 } });
    await allSettled(buyClicked, { scope });
    expect(purchase.orders).toEqual([{ cateId: 1 }]);
    expect(scope.getState(comboPurchase.$status)).toBe('paid');
    expect(scope.getState($combo)?.isBought).toBe(1);
  });
});

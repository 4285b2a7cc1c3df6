import { createEffect, sample } from 'effector';
import { createPurchase } from '@/features/purchase';
import { createPaperOrderFx } from '../api/paper-order';
import { quizPaths } from '../lib/paths';
import { navigateFx } from './navigation';
import { loadPaperFx, PaperGate } from './paper';

/** The server's word on the purchase: the paper's isBought (the load also refreshes the cached paper). */
export const checkPaperBoughtFx = createEffect(
  async (params: { paperId: number }) => (await loadPaperFx(params)).isBought === 1,
);

/** The 支付 ¥x 开始测试 button of pay/index. */
export const paperPurchase = createPurchase({ createOrderFx: createPaperOrderFx, checkBoughtFx: checkPaperBoughtFx });

sample({ clock: paperPurchase.purchased, fn: ({ paperId }) => quizPaths.question(paperId), target: navigateFx });
// A message of an earlier try does not greet a later visit; a purchase still running is left alone.
sample({ clock: PaperGate.open, filter: paperPurchase.$busy.map((busy) => !busy), target: paperPurchase.reset });

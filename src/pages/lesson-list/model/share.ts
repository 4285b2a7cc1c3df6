import { sample } from 'effector';
import { createGate } from 'effector-react';
import { shareFx } from '@/shared/wechat';

/** The shareable 精选单品 screen sets its own card; the link is the page itself (shareFx strips the token). */
export const SingleUsdShareGate = createGate<{ startPage: number }>('single-usd-share');

sample({
  clock: SingleUsdShareGate.open,
  fn: () => ({ title: '精选单品 · 好课随心挑', desc: '职场、历史、育儿、理财……一节课就能学会一件事' }),
  target: shareFx,
});

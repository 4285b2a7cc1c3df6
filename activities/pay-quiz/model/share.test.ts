import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { $user } from '@/entities/user';
import { type ShareCard, shareFx } from '@/shared/wechat';
import { writeProgress } from '../lib/progress-storage';
import { buyer, samplePaper } from '../quiz.test-utils';
import { loadPaperFx, PaperGate } from './paper';
import { ResultGate } from './share';

describe('sharing a result', () => {
  it('sets a card with the result title, linking to the paper intro without the token', async () => {
    window.history.replaceState(null, '', '/?v=1#/activity/pay/amuseResult?paperId=9');
    writeProgress(buyer.id, 9, { answers: { 91: [912], 92: [923] }, index: 1 });
    const cards: Array<Partial<ShareCard>> = [];
    const scope = fork({
      values: [[$user, buyer]],
      handlers: [
        [loadPaperFx, async () => samplePaper],
        [shareFx, (_env: unknown, card: Partial<ShareCard>) => cards.push(card)],
      ],
    });
    await allSettled(ResultGate.open, { scope, params: {} });
    await allSettled(PaperGate.open, { scope, params: { paperId: 9 } });
    const card = cards.at(-1);
    expect(card?.title).toBe('我测出了「稳健派」，你也来试试？');
    expect(card?.desc).toContain('测一测你的学习风格');
    expect(card?.link).toBe(`${window.location.origin}/?v=1#/activity/pay/index?paperId=9`);
    expect(card?.link).not.toContain('token');
  });

  it('shares nothing while no result page shows', async () => {
    writeProgress(buyer.id, 9, { answers: { 91: [912], 92: [923] }, index: 1 });
    const cards: unknown[] = [];
    const scope = fork({
      values: [[$user, buyer]],
      handlers: [
        [loadPaperFx, async () => samplePaper],
        [shareFx, (_env: unknown, card: unknown) => cards.push(card)],
      ],
    });
    await allSettled(PaperGate.open, { scope, params: { paperId: 9 } });
    expect(cards).toEqual([]);
  });
});

import { describe, expect, it } from '@rstest/core';
import { allSettled } from 'effector';
import { type ShareCard, shareFx } from '@/shared/wechat';
import { getShareInfoFx } from '../api/share';
import { LEARNER, scopeAs } from '../d12.test-utils';
import { applyOwnCardFx, InviteGate } from './invite';

const info = { shareCode: 'smine12345', nickName: '李小雨', avatar: '/mock-cdn/avatar/user-1.svg', visits: 2, rank: 9 };

function setUp() {
  // What the bridge was asked to share: the viewer's own card, and the cards of others (the shell's) through shareFx.
  const cards: Partial<ShareCard>[] = [];
  const scope = scopeAs(LEARNER, [
    [getShareInfoFx, async () => info],
    [applyOwnCardFx, async (card: ShareCard) => void cards.push(card)],
    [shareFx, async () => {}],
  ]);
  const shellShares = (card: Partial<ShareCard>) => {
    cards.push(card);
    return allSettled(shareFx, { scope, params: card });
  };
  return { scope, cards, shellShares };
}

describe('the viewer own share card', () => {
  it('shares the viewer own share-friend link once the share code is known', async () => {
    const { scope, cards } = setUp();
    await allSettled(InviteGate.open, { scope, params: {} });
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ title: '李小雨邀请你一起抢双十二好课', imgUrl: info.avatar });
    expect(cards[0]?.link).toMatch(/#\/activity\/doubleTwelve2017\/shareFriend\/smine12345$/);
  });

  it('puts its card back when the shell sets the route card later (direct landing)', async () => {
    const { scope, cards, shellShares } = setUp();
    await allSettled(InviteGate.open, { scope, params: {} });
    await shellShares({ title: '好友邀请你一起抢双十二好课', desc: '精选好课限时特惠，和我一起学习' });
    expect(cards.map((card) => card?.title)).toEqual([
      '李小雨邀请你一起抢双十二好课',
      '好友邀请你一起抢双十二好课',
      '李小雨邀请你一起抢双十二好课',
    ]);
  });

  it('leaves other pages cards alone, and stops once the page is gone', async () => {
    const { scope, cards, shellShares } = setUp();
    await allSettled(InviteGate.open, { scope, params: {} });
    await shellShares({ title: '课程详情' });
    await allSettled(InviteGate.close, { scope, params: {} });
    await shellShares({ title: '好友邀请你一起抢双十二好课' });
    expect(cards.map((card) => card?.title)).toEqual([
      '李小雨邀请你一起抢双十二好课',
      '课程详情',
      '好友邀请你一起抢双十二好课',
    ]);
  });
});

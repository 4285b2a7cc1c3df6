import { describe, expect, it } from '@rstest/core';
import { allSettled } from 'effector';
import { getShareInfoFx, recordVisitFx } from '../api/share';
import { LEARNER, LECTURER, scopeAs, TOP_SHARER } from '../d12.test-utils';
import { ShareFriendGate } from './share-friend';
import { $inviteLink, $shareInfo, shareInfoRequested } from './share-info';
import { $shareRank, ShareRankGate } from './share-rank';

async function shareCodeOf(userId: number): Promise<string> {
  const scope = scopeAs(userId);
  await allSettled(shareInfoRequested, { scope });
  const code = scope.getState($shareInfo)?.shareCode;
  if (!code) throw new Error('no share code');
  return code;
}

async function visit(userId: number, shareCode: string) {
  const scope = scopeAs(userId);
  await allSettled(ShareFriendGate.open, { scope, params: { shareCode } });
  return scope;
}

describe('share codes and the share rank', () => {
  it('issues one opaque share code per user, and the link carries it, not the login token', async () => {
    const code = await shareCodeOf(LEARNER);
    expect(code).toMatch(/^s[0-9a-z]{9}$/);
    expect(await shareCodeOf(LEARNER)).toBe(code);
    expect(await shareCodeOf(LECTURER)).not.toBe(code);
    const scope = scopeAs(LEARNER);
    await allSettled(shareInfoRequested, { scope });
    expect(scope.getState($inviteLink)).toMatch(new RegExp(`#/activity/doubleTwelve2017/shareFriend/${code}$`));
    expect(scope.getState($inviteLink)).not.toContain('mock.1');
  });

  it('loads the top list with the seeded sharers, and the viewer unranked before any visit', async () => {
    const scope = scopeAs(LEARNER);
    await allSettled(ShareRankGate.open, { scope, params: {} });
    const rank = scope.getState($shareRank);
    expect(rank?.list[0]).toEqual({ rank: 1, nickName: TOP_SHARER.nickName, avatar: expect.any(String), visits: 18 });
    expect(rank?.list.map((entry) => entry.visits)).toEqual([18, 12, 9, 5, 3, 1]);
    expect(rank?.mine).toMatchObject({ rank: null, visits: 0, nickName: '李小雨' });
  });

  it('counts a visit through a shared link once per visitor, and the sharer sees it in the rank', async () => {
    const code = await shareCodeOf(LEARNER);
    await visit(LECTURER, code);
    const counted = await allSettled(recordVisitFx, { scope: scopeAs(LECTURER), params: { shareCode: code } });
    expect(counted).toEqual({ status: 'done', value: { counted: 0 } });

    const learner = scopeAs(LEARNER);
    await allSettled(ShareRankGate.open, { scope: learner, params: {} });
    expect(learner.getState($shareRank)?.mine).toMatchObject({ rank: 7, visits: 1 });
  });

  it('never counts the sharer opening their own link', async () => {
    const code = await shareCodeOf(LEARNER);
    const own = await allSettled(recordVisitFx, { scope: scopeAs(LEARNER), params: { shareCode: code } });
    expect(own).toEqual({ status: 'done', value: { counted: 0 } });
    const info = await allSettled(getShareInfoFx, { scope: scopeAs(LEARNER) });
    expect(info).toMatchObject({ status: 'done', value: { visits: 0, rank: null } });
  });

  it('refuses an unknown share code', async () => {
    const result = await allSettled(recordVisitFx, { scope: scopeAs(LEARNER), params: { shareCode: 'snotacode1' } });
    expect(result).toMatchObject({ status: 'fail', value: { kind: 'business', code: 2, message: '邀请链接无效' } });
  });

  it('breaks a tie in favour of whoever reached the count first', async () => {
    // The seeded 晨跑的猫 (24) has 5 visitors; five new visitors bring the learner level, later.
    const code = await shareCodeOf(LEARNER);
    for (const visitor of [2, 3, 4, 5, 6]) await visit(visitor, code);
    const scope = scopeAs(LEARNER);
    await allSettled(ShareRankGate.open, { scope, params: {} });
    const list = scope.getState($shareRank)?.list ?? [];
    expect(list.slice(3, 5).map((entry) => [entry.nickName, entry.visits])).toEqual([
      ['晨跑的猫', 5],
      ['李小雨', 5],
    ]);
  });
});

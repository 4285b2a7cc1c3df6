import { describe, expect, it } from '@rstest/core';
import { allSettled, createEffect } from 'effector';
import type { GuardInput, RouteDef } from '@/shared/routing';
import { LEARNER, LECTURER, scopeAs, TOP_SHARER } from '../d12.test-utils';
import { loadOwnShareCodeFx, lookUpSharerFx, shareFriendDecision, shareFriendGuard } from './share-friend-guard';

const route: RouteDef = {
  name: 'activity:double-twelve-2017:3',
  path: '/activity/doubleTwelve2017/shareFriend/:token',
  meta: {},
};
const input = (token: string, userId: number): GuardInput => ({
  match: { route, params: { token } },
  query: {},
  roles: {
    userId,
    hasProfile: true,
    hasOpenId: true,
    thirdAuthType: 'USERINFO',
    isLecturer: false,
    isRealNameVerified: false,
  },
});
const rankOf = (code: string) => ({ kind: 'redirect', to: `/activity/doubleTwelve2017/shareRank/${code}` });
const friend = { userId: 21, nickName: '阳光男孩', avatar: '' };

// The guard's calls are effects: run it as one so they keep the test's scope, as the shell's runGuardFx does.
const runGuardFx = createEffect(shareFriendGuard);

describe('share-friend redirect rule (spec §4)', () => {
  it('shows the page for a link of someone else', () => {
    expect(shareFriendDecision({ shareCode: 'sfriend', sharer: friend, viewerId: 1, ownCode: 'smine' })).toBeNull();
  });

  it('sends the viewer who opens their own link to the share rank', () => {
    const own = { ...friend, userId: 1 };
    expect(shareFriendDecision({ shareCode: 'smine', sharer: own, viewerId: 1, ownCode: 'smine' })).toEqual(
      rankOf('smine'),
    );
  });

  it('sends an unknown code (no sender) to the viewer own share rank, or the given code when that is unknown', () => {
    expect(shareFriendDecision({ shareCode: 'sgone', sharer: null, viewerId: 1, ownCode: 'smine' })).toEqual(
      rankOf('smine'),
    );
    expect(shareFriendDecision({ shareCode: 'sgone', sharer: null, viewerId: 1, ownCode: null })).toEqual(
      rankOf('sgone'),
    );
  });

  it('decides with the server answers, in the caller scope (fork handlers)', async () => {
    const scope = scopeAs(LEARNER, [
      [lookUpSharerFx, async (shareCode: string) => (shareCode === 'sfriend' ? friend : null)],
      [loadOwnShareCodeFx, async () => 'smine'],
    ]);
    expect(await allSettled(runGuardFx, { scope, params: input('sfriend', LEARNER) })).toEqual({
      status: 'done',
      value: null,
    });
    expect(await allSettled(runGuardFx, { scope, params: input('sgone', LEARNER) })).toEqual({
      status: 'done',
      value: rankOf('smine'),
    });
  });

  it('still redirects an unknown code when the viewer own code cannot be loaded', async () => {
    const scope = scopeAs(LEARNER, [
      [lookUpSharerFx, async () => null],
      [loadOwnShareCodeFx, () => Promise.reject(new Error('offline'))],
    ]);
    expect(await allSettled(runGuardFx, { scope, params: input('sgone', LEARNER) })).toEqual({
      status: 'done',
      value: rankOf('sgone'),
    });
  });

  it('works against the mock backend: a seeded sharer shows, the own link redirects', async () => {
    const scope = scopeAs(LECTURER);
    expect(await allSettled(runGuardFx, { scope, params: input(TOP_SHARER.shareCode, LECTURER) })).toEqual({
      status: 'done',
      value: null,
    });
    const own = scopeAs(TOP_SHARER.userId);
    expect(
      await allSettled(runGuardFx, { scope: own, params: input(TOP_SHARER.shareCode, TOP_SHARER.userId) }),
    ).toEqual({
      status: 'done',
      value: rankOf(TOP_SHARER.shareCode),
    });
  });
});

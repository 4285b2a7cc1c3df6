import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import type { InviteActive } from '@/entities/home-content';
import { $user } from '@/entities/user';
import { shareFx } from '@/shared/wechat';
import { inviteLink } from '../lib/invite-link';
import { $inviteLink, $status, campaignPage, campaignStatus, loadInviteFx, readInviteLinkFx } from './campaign';
import { $posterState, drawPosterFx, PosterGate } from './poster';
import { InviteShareGate } from './share';

const NOW = Date.now();
const running: InviteActive = {
  activeId: 1,
  title: '邀请好友听好课',
  cover: '/cover.svg',
  rule: '1. 规则',
  startTime: NOW - 1000,
  endTime: NOW + 100_000,
  inviteNum: 2,
  rewardDesc: '每邀请 3 位好友得 ¥10 券',
};
const learner = { id: 1, nickName: '李小雨' } as const;
const PAGE = 'https://m.example.com/?token=mock.1.secret&v=3#/invite/card';

function inviteScope(active: InviteActive | null, calls: { drawn: unknown[]; shared: unknown[] }) {
  return fork({
    values: [[$user, { ...learner, headimgurl: '', openId: 'o1' }]],
    handlers: [
      [loadInviteFx, async () => active],
      // The address bar still has the token: the link must not.
      [readInviteLinkFx, (inviterId: number | null) => inviteLink(inviterId, PAGE)],
      [
        drawPosterFx,
        async (input: unknown) => {
          calls.drawn.push(input);
          return 'data:image/png;base64,AA';
        },
      ],
      [shareFx, async (_env: unknown, card: unknown) => void calls.shared.push(card)],
    ],
  });
}

describe('invite campaign', () => {
  it('says whether it runs, has not started, has ended or does not exist', () => {
    expect(campaignStatus(running, NOW)).toBe('running');
    expect(campaignStatus({ ...running, startTime: NOW + 1 }, NOW)).toBe('notStarted');
    expect(campaignStatus({ ...running, endTime: NOW }, NOW)).toBe('ended');
    expect(campaignStatus(null, NOW)).toBe('none');
  });

  it('draws the poster from the campaign, the name and an invite link without the token, once', async () => {
    const calls = { drawn: [] as unknown[], shared: [] as unknown[] };
    const scope = inviteScope(running, calls);
    await allSettled(campaignPage.opened, { scope });
    await allSettled(PosterGate.open, { scope, params: {} });
    expect(scope.getState($status)).toBe('running');
    expect(scope.getState($inviteLink)).not.toContain('token');
    expect(calls.drawn).toEqual([
      { title: running.title, nickName: '李小雨', rewardDesc: running.rewardDesc, link: scope.getState($inviteLink) },
    ]);
    expect(new URL(scope.getState($inviteLink)).searchParams.get('s')).toBe('1');
    expect(scope.getState($posterState)).toBe('ready');
    await allSettled(PosterGate.close, { scope, params: {} });
    await allSettled(PosterGate.open, { scope, params: {} });
    expect(calls.drawn).toHaveLength(1);
    expect(calls.shared).toEqual([]);
  });

  it('sets the WeChat card on invite/share with the invite link', async () => {
    const calls = { drawn: [] as unknown[], shared: [] as unknown[] };
    const scope = inviteScope(running, calls);
    await allSettled(campaignPage.opened, { scope });
    await allSettled(InviteShareGate.open, { scope, params: {} });
    expect(calls.shared).toEqual([
      expect.objectContaining({ title: '李小雨邀请你来微课堂听好课', link: scope.getState($inviteLink) }),
    ]);
    expect(String((calls.shared[0] as { link: string }).link)).not.toContain('secret');
  });

  it('draws and shares nothing when no campaign runs', async () => {
    const calls = { drawn: [] as unknown[], shared: [] as unknown[] };
    const scope = inviteScope(null, calls);
    await allSettled(campaignPage.opened, { scope });
    await allSettled(PosterGate.open, { scope, params: {} });
    await allSettled(InviteShareGate.open, { scope, params: {} });
    expect(scope.getState($status)).toBe('none');
    expect(calls).toEqual({ drawn: [], shared: [] });
  });
});

import { describe, expect, it } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import { allSettled } from 'effector';
import { getShareRankFx } from '../api/share';
import { LECTURER, renderPage, scopeAs, TOP_SHARER } from '../d12.test-utils';
import { startClockFx } from '../model/promo';
import { ShareFriendPage } from './ShareFriendPage';

const props = { params: { token: TOP_SHARER.shareCode }, query: {}, title: '好友邀请' };

describe('ShareFriendPage', () => {
  it('shows who invited the viewer and the promo, and counts the visit for the sender', async () => {
    renderPage(scopeAs(LECTURER, [[startClockFx, () => {}]]), <ShareFriendPage {...props} />);
    const inviter = await screen.findByRole('region', { name: '邀请人' });
    await waitFor(() => expect(inviter.textContent).toBe('阳光男孩 邀请你一起抢年终好课'));
    expect(await screen.findByRole('article', { name: /职场进阶全家桶/ })).toBeTruthy();
    const ownRank = await screen.findByRole('link', { name: '我也要邀请好友' });
    expect(ownRank.getAttribute('href')).toMatch(/^#\/activity\/doubleTwelve2017\/shareRank\/s[0-9a-z]{9}$/);

    const rank = await allSettled(getShareRankFx, { scope: scopeAs(TOP_SHARER.userId) });
    expect(rank.status === 'done' && rank.value.mine.visits).toBe(TOP_SHARER.visits + 1);
  });

  it('says the link no longer works for an unknown code, and still shows the promo', async () => {
    renderPage(
      scopeAs(LECTURER, [[startClockFx, () => {}]]),
      <ShareFriendPage {...props} params={{ token: 'sunknown00' }} />,
    );
    expect(await screen.findByText('这个邀请链接已失效，不过年终特惠还在进行中。')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '年终特惠' })).toBeTruthy();
  });
});

import { describe, expect, it } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { mockServer } from '../../../tests/msw-server';
import { LEARNER, renderPage, scopeAs } from '../d12.test-utils';
import { ShareRankPage } from './ShareRankPage';

const props = { params: { token: 'sanything' }, query: {}, title: '邀请排行榜' };

describe('ShareRankPage', () => {
  it('shows the viewer own entry, their link and the top list', async () => {
    renderPage(scopeAs(LEARNER), <ShareRankPage {...props} />);
    const mine = await screen.findByRole('region', { name: '我的邀请' });
    expect(mine.textContent).toContain('暂未上榜 · 已邀请 0 人');
    const rows = within(screen.getByRole('list', { name: '邀请排行' })).getAllByRole('listitem');
    expect(rows).toHaveLength(6);
    expect(rows[0]?.textContent).toBe('第1名阳光男孩邀请 18 人');
    expect(await screen.findByRole('textbox', { name: '我的邀请链接' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '去看年终特惠' }).getAttribute('href')).toBe(
      '#/activity/doubleTwelve2017/index',
    );
  });

  it('marks the viewer own row in the top list', async () => {
    const entry = (rank: number, nickName: string, visits: number) => ({ rank, nickName, avatar: '', visits });
    const list = [entry(1, '阳光男孩', 18), entry(2, '李小雨', 12)];
    const mine = { rank: 2, nickName: '李小雨', avatar: '', visits: 12 };
    mockServer.use(
      http.get('*/api/active/d12/shareRank', () => Response.json({ code: 1, msg: 'success', data: { list, mine } })),
    );
    renderPage(scopeAs(LEARNER), <ShareRankPage {...props} />);
    const rows = within(await screen.findByRole('list', { name: '邀请排行' })).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-current'))).toEqual([null, 'true']);
    expect(rows[1]?.textContent).toBe('第2名李小雨（我）邀请 12 人');
  });

  it('invites to be first when nobody is ranked yet', async () => {
    mockServer.use(
      http.get('*/api/active/d12/shareRank', () =>
        Response.json({
          code: 1,
          msg: 'success',
          data: { list: [], mine: { rank: null, nickName: '李小雨', avatar: '', visits: 0 } },
        }),
      ),
    );
    renderPage(scopeAs(LEARNER), <ShareRankPage {...props} />);
    expect(await screen.findByText('还没有人上榜')).toBeTruthy();
  });

  it('shows an error with a retry when the rank cannot be loaded', async () => {
    mockServer.use(http.get('*/api/active/d12/shareRank', () => new Response(null, { status: 502 })));
    renderPage(scopeAs(LEARNER), <ShareRankPage {...props} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('排行榜加载失败');
    expect(within(alert).getByRole('button', { name: '重试' })).toBeTruthy();
  });
});

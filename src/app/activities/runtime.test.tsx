import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import type { ActivityModule, ActivityPageProps } from '@/shared/activity';
import type { GuardInput } from '@/shared/routing';
import { PREVIEW_TIME_KEY } from './preview-time';
import { loadActivityGuard, loadActivityPage } from './runtime';

// Three made-up campaigns instead of the real ones: one not started, one over, one running with a page that crashes.
const fake = rs.hoisted(() => {
  const route = (id: string, page: string) => ({
    path: `/activity/${id}/${page}`,
    page,
    title: `${id} ${page}`,
    auth: 'none' as const,
    share: false as const,
  });
  const manifest = (id: string, window: { startsAt?: string; endsAt?: string }, pages: string[]) => ({
    apiVersion: 'weiketang.activity/v1' as const,
    id,
    title: id,
    ...window,
    routes: pages.map((page) => route(id, page)),
  });
  return {
    manifests: [
      manifest('later', { startsAt: '2030-01-01T10:00:00+08:00' }, ['index']),
      manifest('past', { endsAt: '2020-01-01T00:00:00+08:00' }, ['index']),
      manifest('live', { startsAt: '2020-01-01T00:00:00+08:00', endsAt: '2030-01-01T00:00:00+08:00' }, [
        'index',
        'crash',
        'missing',
      ]),
    ],
    loadActivityModule: rs.fn<(id: string) => Promise<ActivityModule>>(),
  };
});
rs.mock('./catalog', () => ({
  loadActivityManifests: async () => fake.manifests,
  loadActivityModule: fake.loadActivityModule,
}));

function LivePage({ title }: ActivityPageProps) {
  return <h1>{title} 正在进行</h1>;
}
function CrashingPage(): never {
  throw new Error('boom');
}
const redirectToIndex = rs.fn(() => ({ kind: 'redirect' as const, to: '/activity/live/index' }));
const liveModule: ActivityModule = {
  pages: { index: LivePage, crash: CrashingPage },
  guards: { crash: redirectToIndex },
};

const before2030 = () => Date.parse('2025-06-01T00:00:00+08:00');
const props = { params: {}, query: {}, title: '标题' };

beforeEach(() => {
  fake.loadActivityModule.mockImplementation(async () => liveModule);
});

describe('loadActivityPage outside the time window', () => {
  it('shows 活动未开始 with the start time, without loading the campaign’s code', async () => {
    const { default: Page } = await loadActivityPage('activity:later:0', before2030);
    render(<Page {...props} />);
    expect(screen.getByRole('heading', { name: '活动未开始' })).toBeTruthy();
    expect(screen.getByText(/活动将于 1月1日 10:00 开始/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '回到首页' }).getAttribute('href')).toBe('#/index/');
    expect(fake.loadActivityModule).not.toHaveBeenCalled();
  });

  it('shows 活动已结束 after the end, without loading the campaign’s code', async () => {
    const { default: Page } = await loadActivityPage('activity:past:0', before2030);
    render(<Page {...props} />);
    expect(screen.getByRole('heading', { name: '活动已结束' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'past index' })).toBeTruthy();
    expect(fake.loadActivityModule).not.toHaveBeenCalled();
  });

  it('runs no guard of the campaign then', async () => {
    const guard = await loadActivityGuard('activity:later:0', before2030);
    expect(await guard({} as GuardInput)).toBeNull();
    expect(fake.loadActivityModule).not.toHaveBeenCalled();
  });
});

describe('loadActivityPage inside the time window', () => {
  it('loads the campaign’s module and shows the page the route names', async () => {
    const { default: Page } = await loadActivityPage('activity:live:0', before2030);
    expect(fake.loadActivityModule).toHaveBeenCalledWith('live');
    render(<Page {...props} />);
    expect(screen.getByRole('heading', { name: '标题 正在进行' })).toBeTruthy();
  });

  it('contains a page that crashes: the notice with a way home shows and no exception escapes', async () => {
    const logged = rs.spyOn(console, 'error').mockImplementation(() => {});
    const { default: Page } = await loadActivityPage('activity:live:1', before2030);
    render(
      <>
        <nav aria-label="底部导航">壳</nav>
        <Page {...props} />
      </>,
    );
    expect(screen.getByRole('heading', { name: '活动页面出了点问题' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '回到首页' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '底部导航' })).toBeTruthy();
    expect(logged).toHaveBeenCalled();
  });

  it('fails loudly when the module lacks the page the manifest names', async () => {
    await expect(loadActivityPage('activity:live:2', before2030)).rejects.toThrow(
      'activity live has no page "missing"',
    );
  });

  it('runs the campaign’s guard for its page, and none for pages without one', async () => {
    const input = {} as GuardInput;
    expect(await (await loadActivityGuard('activity:live:1', before2030))(input)).toEqual({
      kind: 'redirect',
      to: '/activity/live/index',
    });
    expect(redirectToIndex).toHaveBeenCalledWith(input);
    expect(await (await loadActivityGuard('activity:live:0', before2030))(input)).toBeNull();
  });

  it('refuses an unknown route name', async () => {
    await expect(loadActivityPage('activity:nope:0', before2030)).rejects.toThrow('unknown activity route');
  });
});

describe('the time override of development and test builds', () => {
  it('opens a campaign before its start at the moment asked for, and sets the mock’s clock to it', async () => {
    localStorage.setItem(PREVIEW_TIME_KEY, '2030-01-02T00:00:00+08:00');
    const { default: Page } = await loadActivityPage('activity:later:0');
    render(<Page {...props} />);
    expect(screen.getByRole('heading', { name: '标题 正在进行' })).toBeTruthy();
    const answer = await fetch('http://localhost/api/auth/jssdk?url=x');
    expect(((await answer.json()) as { data: { timestamp: number } }).data.timestamp).toBe(
      Date.parse('2030-01-02T00:00:00+08:00') / 1000,
    );
  });

  it('shows 活动已结束 at a moment after the end', async () => {
    localStorage.setItem(PREVIEW_TIME_KEY, '2030-01-01T00:00:00+08:00');
    const { default: Page } = await loadActivityPage('activity:live:0');
    render(<Page {...props} />);
    expect(screen.getByRole('heading', { name: '活动已结束' })).toBeTruthy();
  });
});

import { describe, expect, it } from '@rstest/core';
import { allSettled, fork, type Scope } from 'effector';
import { http } from 'msw';
import { getStudyBadgeFx } from '@/entities/study';
import { $token, type LoginKind } from '@/shared/api';
import { readLocation } from '@/shared/routing';
import { $toast } from '@/shared/ui/toast';
import { badgeRefreshRequested } from '@/widgets/tab-bar';
import { mockServer } from '../../../tests/msw-server';
import { appStarted, firstScreenShown } from '../model/app-started';
import '../model/app';
import { LOOP_STORAGE_KEY } from './login-loop';
import {
  $loginBlocked,
  $view,
  locationChanged,
  loginRedirectFx,
  navigateFx,
  retryRequested,
  watchLocationFx,
} from './model';
import { setTitleFx, trackPageViewsFx } from './route-effects';

/** A scope as the app runs it, with the browser-facing effects recorded instead of performed. */
function start(token: string | null) {
  const seen = {
    navigations: [] as string[],
    logins: [] as LoginKind[],
    titles: [] as string[],
    pageViews: [] as string[],
  };
  const scope = fork({
    values: [[$token, token]],
    handlers: [
      [watchLocationFx, () => undefined],
      [navigateFx, (to: string) => void seen.navigations.push(to)],
      // An attached effect's handler receives its source first.
      [loginRedirectFx, (_: unknown, kind: LoginKind) => void seen.logins.push(kind)],
      [setTitleFx, (title: string) => void seen.titles.push(title)],
      [trackPageViewsFx, (paths: string[]) => void seen.pageViews.push(...paths)],
    ],
  });
  return { scope, seen };
}

async function open(scope: Scope, hash: string) {
  await allSettled(locationChanged, { scope, params: readLocation(hash, '?v=1') });
}

const viewName = (scope: Scope) => scope.getState($view)?.match.route.name ?? null;

describe('navigation model', () => {
  it('shows an allowed page with its metadata, page view, title and badge refresh', async () => {
    const { scope, seen } = start('mock.1.test');
    let badgeRefreshes = 0;
    badgeRefreshRequested.watch(() => badgeRefreshes++);
    await allSettled(appStarted, { scope });
    await open(scope, '#/mine/index');
    expect(viewName(scope)).toBe('mine-index');
    expect(seen.titles).toEqual(['我的']);
    expect(document.body.classList.contains('bg-gray')).toBe(true);
    // Page views and the study badge wait for the first screen; then page views go out in order.
    expect(seen.pageViews).toEqual([]);
    expect(badgeRefreshes).toBe(0);
    await allSettled(firstScreenShown, { scope });
    expect(badgeRefreshes).toBe(1);
    await open(scope, '#/mine/coupon');
    expect(seen.pageViews).toEqual(['/mine/index', '/mine/coupon']);
    expect(scope.getState($toast)).toBeNull();
  });

  it('sends an anonymous visitor to the right login, and never renders the page', async () => {
    const { scope, seen } = start(null);
    await allSettled(appStarted, { scope });
    await open(scope, '#/index/');
    await open(scope, '#/hot');
    expect(seen.logins).toEqual(['profile', 'silent']);
    expect(viewName(scope)).toBeNull();
  });

  it('redirects a learner away from a lecturer page before it renders', async () => {
    const { scope, seen } = start('mock.1.test');
    await allSettled(appStarted, { scope });
    await open(scope, '#/mine/lesson/index');
    expect(seen.navigations).toEqual(['/mine/index']);
    expect(viewName(scope)).toBeNull();
  });

  it('lets the verified lecturer into the studio', async () => {
    const { scope } = start('mock.3.test');
    await allSettled(appStarted, { scope });
    await open(scope, '#/mine/lesson/index');
    expect(viewName(scope)).toBe('studio-lesson-index');
  });

  it('runs the live-room guard against the server: the lecturer goes to the lecturer page', async () => {
    const { scope, seen } = start('mock.3.test');
    await allSettled(appStarted, { scope });
    await open(scope, '#/liveroom/listener/1/1');
    expect(seen.navigations).toEqual(['/liveroom/lecturer/1/1']);
  });

  it('sends wallet cash to the bank account page while the withdraw configuration is not filled', async () => {
    mockServer.use(
      // The withdraw account of spec §3 (lecturerWithdrawConf), not yet filled.
      http.get('*/api/userCenter/lecturerWithdrawConf', async () =>
        Response.json({ code: 1, msg: 'ok', data: { accountNo: '', fillWithdrawConfig: 0 } }),
      ),
    );
    const { scope, seen } = start('mock.3.test');
    await allSettled(appStarted, { scope });
    await open(scope, '#/mine/wallet/cash');
    expect(seen.navigations).toEqual(['/mine/wallet/bankAccount']);
  });

  it('keeps only the latest location when decisions overlap', async () => {
    const { scope } = start('mock.3.test');
    await allSettled(appStarted, { scope });
    const slow = open(scope, '#/liveroom/lecturer/1/1');
    const fast = open(scope, '#/mine/coupon');
    await Promise.all([slow, fast]);
    expect(viewName(scope)).toBe('mine-coupon');
  });

  it('restarts login when a later call answers 1000', async () => {
    const { scope, seen } = start('mock.1.test');
    await allSettled(appStarted, { scope });
    await open(scope, '#/mine/index');
    mockServer.use(http.get('*/api/study/badge', () => Response.json({ code: 1001, msg: '请先登录', data: null })));
    await allSettled(getStudyBadgeFx, { scope });
    expect(scope.getState($token)).toBeNull();
    expect(seen.logins).toEqual(['profile']);
  });
});

describe('login loop guard in the shell', () => {
  it('stops redirecting after three attempts and offers a retry', async () => {
    const now = Date.now();
    sessionStorage.setItem(LOOP_STORAGE_KEY, JSON.stringify([now - 3000, now - 2000, now - 1000]));
    const scope = fork({ values: [[$token, null]], handlers: [[watchLocationFx, () => undefined]] });
    await allSettled(appStarted, { scope });
    await open(scope, '#/index/');
    expect(scope.getState($loginBlocked)).toBe(true);

    const logins: LoginKind[] = [];
    const retryScope = fork({
      values: [
        [$token, null],
        [$loginBlocked, true],
      ],
      handlers: [
        [watchLocationFx, () => undefined],
        [loginRedirectFx, (_: unknown, kind: LoginKind) => void logins.push(kind)],
      ],
    });
    await allSettled(appStarted, { scope: retryScope });
    await open(retryScope, '#/index/');
    await allSettled(retryRequested, { scope: retryScope });
    expect(retryScope.getState($loginBlocked)).toBe(false);
    expect(sessionStorage.getItem(LOOP_STORAGE_KEY)).toBeNull();
    expect(logins.at(-1)).toBe('profile');
  });
});

describe('route effects', () => {
  it('swaps the body class between routes', async () => {
    const { scope } = start('mock.1.test');
    await allSettled(appStarted, { scope });
    await open(scope, '#/mine/index');
    await open(scope, '#/hot');
    expect(document.body.classList.contains('bg-gray')).toBe(false);
    expect(document.body.classList.contains('bg-plain')).toBe(true);
  });
});

describe('a refused wallet', () => {
  it('sends a learner from wallet cash back to 我的 with the server’s reason', async () => {
    const { scope, seen } = start('mock.1.test');
    await allSettled(appStarted, { scope });
    await open(scope, '#/mine/wallet/cash');
    expect(seen.navigations).toEqual(['/mine/index']);
    await open(scope, '#/mine/index');
    expect(scope.getState($toast)).toMatchObject({ message: '您还不是讲师', type: 'warning' });
  });
});

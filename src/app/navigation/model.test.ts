import { describe, expect, it } from '@rstest/core';
import { allSettled } from 'effector';
import { http } from 'msw';
import { getStudyBadgeFx } from '@/entities/study';
import { $token } from '@/shared/api';
import { $toast } from '@/shared/ui/toast';
import { badgeRefreshRequested } from '@/widgets/tab-bar';
import { mockServer } from '../../../tests/msw-server';
import { appStarted, firstScreenShown } from '../model/app-started';
import '../model/app';
import { open, start, viewName } from './model.test-utils';

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

  it('restarts the full login, not the silent one, when a call answers 1000 on a silent-level page (spec §6)', async () => {
    const { scope, seen } = start('mock.1.test');
    await allSettled(appStarted, { scope });
    await open(scope, '#/hot');
    expect(viewName(scope)).toBe('hot');
    mockServer.use(http.get('*/api/study/badge', () => Response.json({ code: 1000, msg: '请先登录', data: null })));
    await allSettled(getStudyBadgeFx, { scope });
    expect(scope.getState($token)).toBeNull();
    expect(seen.logins).toEqual(['profile']);
  });
});

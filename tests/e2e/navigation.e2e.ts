import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { Browser, Page, Request } from 'playwright-core';
import {
  baseUrl,
  collectErrors,
  DEMO_TOKENS,
  goToHash,
  isIdentityPage,
  launchChromium,
  openWithToken,
  phonePage,
  pickIdentity,
  recordScreens,
  resetMock,
  screenshot,
  seenScreens,
  until,
} from './support.test-utils';

/**
 * The navigation shell in Chromium against the test-mode build and the mock backend: startup with a token,
 * the login round trip through the mock's identity page, lecturer gating, live-room entry, the busy toast and the
 * error screen, the login loop guard, and the behaviour common to every route change (title, body class, page views).
 *
 * Seed facts used here: studio 1 belongs to 林晓岚 (user 3, verified lecturer); lesson 3 (studio 1, ¥12.90) is bought
 * by nobody; lesson 4 (studio 1) is free; the learner (user 1) bought lesson 16 of studio 3.
 */

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const tabBar = (page: Page) => page.getByRole('navigation', { name: '主导航' });
const hashOf = (page: Page) => new URL(page.url()).hash;

/** Waits until the app shows `hashPath` with the level-1 heading `title`. */
async function landsOn(page: Page, hashPath: string, title: string): Promise<void> {
  await page.waitForFunction((hash) => window.location.hash === hash, `#${hashPath}`);
  await heading(page, title).waitFor();
}

describe('navigation shell', () => {
  let browser: Browser;
  const pages: Page[] = [];

  /** A phone page that records what it shows, opened at `hashPath` with the token of a demo identity. */
  async function openAs(token: string, hashPath: string): Promise<{ page: Page; errors: string[] }> {
    const page = await phonePage(browser);
    pages.push(page);
    await recordScreens(page);
    const errors = collectErrors(page);
    await page.goto(`${baseUrl()}/?token=${token}#${hashPath}`);
    await page.waitForURL((url) => !url.searchParams.has('token'), { waitUntil: 'commit' });
    return { page, errors };
  }

  beforeAll(async () => {
    browser = await launchChromium();
    await resetMock();
  });
  afterAll(async () => {
    for (const page of pages) await page.context().close();
    await browser?.close();
  });

  describe('startup', () => {
    it('stores a token from the address, takes it out of the address bar and shows the page asked for', async () => {
      const { page, errors } = await openAs(DEMO_TOKENS.learner, '/mine/index');
      await landsOn(page, '/mine/index', '我的');

      const url = new URL(page.url());
      expect(url.searchParams.has('token')).toBe(false);
      expect(url.href).not.toContain(DEMO_TOKENS.learner);
      // Nothing but the token was in the query: a version parameter takes its place, the hash is kept.
      expect(url.search).toMatch(/^\?v=\d+$/);
      expect(url.hash).toBe('#/mine/index');
      await expect(page.evaluate(() => localStorage.getItem('wkt:token'))).resolves.toBe(DEMO_TOKENS.learner);
      await expect(page.title()).resolves.toBe('我的');

      const mine = tabBar(page).getByRole('link', { name: '我的', exact: true });
      await expect(mine.getAttribute('aria-current')).resolves.toBe('page');
      await expect(tabBar(page).locator('[aria-current="page"]').count()).resolves.toBe(1);
      await screenshot(page, 'nav-startup-mine-learner');
      expect(errors).toEqual([]);
    });

    it('goes to #/index/ after taking a token when the address has no hash', async () => {
      const page = await openWithToken(browser, DEMO_TOKENS.learner, '');
      pages.push(page);
      await page.locator('[data-page="index"]').waitFor();
      expect(hashOf(page)).toBe('#/index/');
      expect(new URL(page.url()).searchParams.get('v')).toMatch(/^\d+$/);
      await expect(page.evaluate(() => localStorage.getItem('wkt:token'))).resolves.toBe('mock.1.e2e');
    });
  });

  describe('the header’s ← on a page opened from a link', () => {
    const back = (page: Page) => page.getByRole('button', { name: '返回', exact: true }).first();
    /** The app has numbered the landing's history entry (it does so once the first screen is done). */
    const numbered = (page: Page) => page.waitForFunction(() => typeof window.history.state?.['wk-depth'] === 'number');
    const onHome = async (page: Page) => {
      await page.waitForFunction(() => window.location.hash === '#/index/');
      await page.locator('[data-page="index"]').waitFor();
      expect(new URL(page.url()).origin).toBe(new URL(baseUrl()).origin);
    };

    for (const [what, token, hashPath, title] of [
      ['a lesson', DEMO_TOKENS.learner, '/lesson/play/16', null],
      ['a column', DEMO_TOKENS.learner, '/lesson/channel/1', null],
      ['a /mine page', DEMO_TOKENS.verifiedLecturer, '/mine/wallet/index', '我的钱包'],
    ] as const) {
      it(`lands on 首页 in the app from ${what} opened cold, and from it after a reload`, async () => {
        const { page, errors } = await openAs(token, hashPath);
        await page.waitForFunction((hash) => window.location.hash === hash, `#${hashPath}`);
        if (title) await heading(page, title).waitFor();
        await back(page).click();
        await onHome(page);

        // A reload of a landing has no in-app entry behind it either.
        await page.goto(`${baseUrl()}/?v=1#${hashPath}`);
        await page.waitForFunction((hash) => window.location.hash === hash, `#${hashPath}`);
        await numbered(page);
        await back(page).click();
        await onHome(page);
        expect(errors).toEqual([]);
      });
    }

    it('goes back as before when the page was reached in the app, also after a reload', async () => {
      const { page, errors } = await openAs(DEMO_TOKENS.learner, '/hot');
      await landsOn(page, '/hot', '畅销榜');
      await numbered(page);
      await expect(goToHash(page, '/lesson/play/16')).resolves.toBe('/lesson/play/16');
      const entries = await page.evaluate(() => window.history.length);
      await back(page).click();
      await landsOn(page, '/hot', '畅销榜');
      // Back, not a new entry: forward returns to the lesson.
      await expect(page.evaluate(() => window.history.length)).resolves.toBe(entries);

      await page.goForward();
      await page.waitForFunction(() => window.location.hash === '#/lesson/play/16');
      await page.reload();
      await numbered(page);
      await back(page).click();
      await landsOn(page, '/hot', '畅销榜');
      expect(errors).toEqual([]);
    });
  });

  describe('login', () => {
    it('sends an anonymous visitor through the identity page and back to the page asked for', async () => {
      const page = await phonePage(browser);
      pages.push(page);
      const errors = collectErrors(page);
      await page.goto(`${baseUrl()}/?v=1#/mine/coupon`);

      // /mine needs the profile: the full login, with the redirect parameters of spec §7.
      await page.waitForURL(/\/api\/user\/loginAuth\?/);
      const login = new URL(page.url()).searchParams;
      expect(login.get('redirectUri')).toBe(`${baseUrl()}/?v=1#/mine/coupon`);
      expect(login.get('channel_id')).toBe('1');
      expect(login.get('channelId')).toBe('1');
      for (const name of ['appId', 's', 'partner_id']) expect(login.has(name)).toBe(true);
      await screenshot(page, 'nav-login-identity-page');

      await pickIdentity(page, '学员');
      await landsOn(page, '/mine/coupon', '我的优惠券');
      expect(new URL(page.url()).searchParams.has('token')).toBe(false);
      expect(new URL(page.url()).searchParams.get('v')).toBe('1');
      await expect(page.evaluate(() => localStorage.getItem('wkt:token'))).resolves.toMatch(/^mock\.1\./);
      await expect(page.title()).resolves.toBe('我的优惠券');
      expect(errors).toEqual([]);
    });

    it('uses the silent login on a page that needs no profile, and the full one on open/auth/userInfo, which then goes on to its redirect', async () => {
      const page = await phonePage(browser);
      pages.push(page);
      await page.goto(`${baseUrl()}/?v=1#/hot`);
      await page.waitForURL(/\/api\/user\/loginSilentAuth\?/);
      await pickIdentity(page, '新访客');
      await landsOn(page, '/hot', '畅销榜');
      await expect(page.evaluate(() => localStorage.getItem('wkt:token'))).resolves.toMatch(/^mock\.\d{4,}\./);

      const open = await phonePage(browser);
      pages.push(open);
      await open.goto(`${baseUrl()}/?v=1#/open/auth/userInfo?redirect=/hot`);
      await open.waitForURL(/\/api\/user\/loginAuth\?/);
      await pickIdentity(open, '学员');
      await landsOn(open, '/hot', '畅销榜');
    });
  });

  describe('lecturer gating (spec §5), decided before the page renders', () => {
    /** The forbidden page must never show: neither its title nor its heading, at any moment. */
    async function neverShown(page: Page, forbidden: string, askedFor: string) {
      const seen = await seenScreens(page);
      expect(seen.hashes).toContain(`#${askedFor}`);
      expect(seen.titles).not.toContain(forbidden);
      expect(seen.headings).not.toContain(forbidden);
    }

    it('sends the learner from the studio pages to /mine/index without showing them', async () => {
      const { page, errors } = await openAs(DEMO_TOKENS.learner, '/mine/lesson/index');
      await landsOn(page, '/mine/index', '我的');
      // Not a silent redirect: 我的 says why on arrival.
      await page.getByText('仅讲师可用', { exact: true }).waitFor();
      await neverShown(page, '课程管理', '/mine/lesson/index');

      // The redirect replaces the forbidden history entry instead of adding one: back never returns to it.
      const entries = await page.evaluate(() => window.history.length);
      await expect(goToHash(page, '/mine/personInfo')).resolves.toBe('/mine/index');
      await expect(page.evaluate(() => window.history.length)).resolves.toBe(entries + 1);
      await neverShown(page, '个人资料', '/mine/personInfo');
      await screenshot(page, 'nav-gating-learner-redirected');
      expect(errors).toEqual([]);
    });

    it('lets debug=true bypass the lecturer gating (but not the real-name gating)', async () => {
      const { page } = await openAs(DEMO_TOKENS.learner, '/mine/personInfo?debug=true');
      await landsOn(page, '/mine/personInfo?debug=true', '个人资料');
      await page.locator('[data-page="mine-person-info"]').waitFor();
      await expect(page.title()).resolves.toBe('个人资料');
      await screenshot(page, 'nav-gating-learner-debug');

      await expect(goToHash(page, '/mine/lesson/index?debug=true')).resolves.toBe('/mine/index');
      await neverShown(page, '课程管理', '/mine/lesson/index?debug=true');
    });

    it('lets the unverified lecturer into the lecturer pages but not the studio pages', async () => {
      const { page, errors } = await openAs(DEMO_TOKENS.lecturer, '/mine/lesson/index');
      await landsOn(page, '/mine/index', '我的');
      await page.getByText('请先完成实名认证', { exact: true }).waitFor();
      await neverShown(page, '课程管理', '/mine/lesson/index');

      await expect(goToHash(page, '/mine/liveroom/info')).resolves.toBe('/mine/liveroom/info');
      await heading(page, '直播间资料').waitFor();
      await expect(goToHash(page, '/mine/personInfo')).resolves.toBe('/mine/personInfo');
      await heading(page, '个人资料').waitFor();
      await expect(goToHash(page, '/mine/setting/user')).resolves.toBe('/mine/index');
      await neverShown(page, '账号设置', '/mine/setting/user');
      await screenshot(page, 'nav-gating-lecturer');
      expect(errors).toEqual([]);
    });

    it('lets the verified lecturer into the studio pages', async () => {
      const { page, errors } = await openAs(DEMO_TOKENS.verifiedLecturer, '/mine/lesson/index');
      await landsOn(page, '/mine/lesson/index', '课程管理');
      await expect(page.title()).resolves.toBe('课程管理');
      await expect(goToHash(page, '/mine/setting/user')).resolves.toBe('/mine/setting/user');
      await heading(page, '账号设置').waitFor();
      await expect(goToHash(page, '/mine/channel/2/lesson/9/edit')).resolves.toBe('/mine/channel/2/lesson/9/edit');
      await heading(page, '编辑专栏课程').waitFor();
      await screenshot(page, 'nav-gating-verified-lecturer');
      expect(errors).toEqual([]);
    });
  });

  describe('live-room entry (spec §4)', () => {
    it('takes the lecturer of the studio from the listener page to the lecturer page', async () => {
      const { page, errors } = await openAs(DEMO_TOKENS.verifiedLecturer, '/liveroom/listener/1/3');
      await landsOn(page, '/liveroom/lecturer/1/3', '直播间');
      await expect(page.title()).resolves.toBe('直播间');
      await expect(page.evaluate(() => document.body.classList.contains('bg-dark'))).resolves.toBe(true);
      // Live-room middle pages hide the footer: no tab bar.
      await expect(tabBar(page).count()).resolves.toBe(0);
      // On the lecturer route the lecturer stays.
      await expect(goToHash(page, '/liveroom/lecturer/1/4')).resolves.toBe('/liveroom/lecturer/1/4');
      expect(errors).toEqual([]);
    });

    it('takes a buyer from the lecturer route to the listener page', async () => {
      const { page, errors } = await openAs(DEMO_TOKENS.learner, '/liveroom/lecturer/3/16');
      await landsOn(page, '/liveroom/listener/3/16', '直播间');
      // A buyer on the listener page stays; a free lesson not yet taken (no ¥0 order) goes to its page like any
      // other lesson not bought: spec §4 decides on isBought alone.
      await expect(goToHash(page, '/liveroom/listener/1/4')).resolves.toBe('/lesson/play/4');
      await screenshot(page, 'nav-liveroom-listener');
      expect(errors).toEqual([]);
    });

    it('sends a viewer who did not buy to the lesson page, from either route', async () => {
      const { page, errors } = await openAs(DEMO_TOKENS.learner, '/liveroom/listener/1/3');
      await landsOn(page, '/lesson/play/3', '课程详情');
      const seen = await seenScreens(page);
      expect(seen.headings).not.toContain('直播间');
      await expect(goToHash(page, '/liveroom/lecturer/1/3')).resolves.toBe('/lesson/play/3');

      // Another lecturer is "anyone else" in someone else's studio.
      const other = await openAs(DEMO_TOKENS.lecturer, '/liveroom/lecturer/1/3');
      await landsOn(other.page, '/lesson/play/3', '课程详情');
      expect([...errors, ...other.errors]).toEqual([]);
    });
  });

  describe('server failures', () => {
    it('shows the busy toast and the error screen when the user info answers 500, and recovers on 重试', async () => {
      const page = await phonePage(browser);
      pages.push(page);
      const userInfo = '**/api/user/getUserInfo**';
      await page.route(userInfo, (route) => route.fulfill({ status: 500, body: '' }));
      await page.goto(`${baseUrl()}/?token=${DEMO_TOKENS.learner}#/mine/index`);

      const toast = page.getByRole('alert').filter({ hasText: /^系统繁忙，请稍后再试$/ });
      await toast.waitFor();
      const error = page.locator('[data-page="navigation-error"]');
      await error.waitFor();
      await expect(error.getByText('加载失败', { exact: true }).isVisible()).resolves.toBe(true);
      // Not sent to a login: the token is kept, only the server failed.
      expect(isIdentityPage(page)).toBe(false);
      await expect(page.evaluate(() => localStorage.getItem('wkt:token'))).resolves.toBe(DEMO_TOKENS.learner);
      await expect(heading(page, '我的').count()).resolves.toBe(0);
      await screenshot(page, 'nav-error-busy');

      await page.unroute(userInfo);
      await error.getByRole('button', { name: '重试' }).click();
      await landsOn(page, '/mine/index', '我的');
      await expect(error.count()).resolves.toBe(0);
      await expect(tabBar(page).isVisible()).resolves.toBe(true);
    });

    it('shows the busy toast when a guard call answers 500, and goes on after 重试', async () => {
      const { page } = await openAs(DEMO_TOKENS.learner, '/mine/index');
      await landsOn(page, '/mine/index', '我的');
      const roomDetail = '**/api/ls/lesson/findStudioRoomDetail**';
      await page.route(roomDetail, (route) => route.fulfill({ status: 500, body: '' }));
      await page.evaluate(() => {
        window.location.hash = '/liveroom/lecturer/3/16';
      });
      await page
        .getByRole('alert')
        .filter({ hasText: /^系统繁忙，请稍后再试$/ })
        .waitFor();
      const error = page.locator('[data-page="navigation-error"]');
      await error.waitFor();
      await page.unroute(roomDetail);
      await error.getByRole('button', { name: '重试' }).click();
      await landsOn(page, '/liveroom/listener/3/16', '直播间');
    });
  });

  describe('login loop guard', () => {
    const userInfo = '**/api/user/getUserInfo**';
    const loginEndpoint = /\/api\/(user\/login(Silent)?Auth|authorizedGzh\/authGzhUrl)\?/;

    /**
     * Makes login never work: every login endpoint "succeeds" at once (302 back with a token), but the server refuses
     * that token (code 1000 from getUserInfo). Returns the login endpoints the browser was sent to.
     */
    async function loginNeverWorks(page: Page): Promise<string[]> {
      const refused = JSON.stringify({ code: 1000, msg: '请先登录', data: null });
      await page.route(userInfo, (route) => route.fulfill({ contentType: 'application/json', body: refused }));
      const logins: string[] = [];
      await page.route(loginEndpoint, (route) => {
        const url = new URL(route.request().url());
        logins.push(url.pathname);
        const back = new URL(url.searchParams.get('redirectUri') ?? '');
        back.searchParams.set('token', `mock.1.loop${logins.length}`);
        return route.fulfill({ status: 302, headers: { location: back.href } });
      });
      return logins;
    }

    it('stops redirecting to login after 3 failed attempts and shows 登录没有成功', async () => {
      const page = await phonePage(browser);
      pages.push(page);
      const logins = await loginNeverWorks(page);
      await page.goto(`${baseUrl()}/?v=1#/mine/index`);

      const failed = page.locator('[data-page="login-failed"]');
      await failed.waitFor();
      await expect(failed.getByText('登录没有成功', { exact: true }).isVisible()).resolves.toBe(true);
      await expect(failed.getByRole('button', { name: '重新登录' }).isVisible()).resolves.toBe(true);
      expect(logins).toEqual(['/api/user/loginAuth', '/api/user/loginAuth', '/api/user/loginAuth']);
      // And no further redirect: the screen stays.
      await page.waitForTimeout(3000);
      expect(logins).toHaveLength(3);
      await expect(failed.isVisible()).resolves.toBe(true);
      expect(hashOf(page)).toBe('#/mine/index');
      await screenshot(page, 'nav-login-failed');
    });

    it('starts login again on 重新登录, and a working login then gets the user in', async () => {
      const page = await phonePage(browser);
      pages.push(page);
      await loginNeverWorks(page);
      await page.goto(`${baseUrl()}/?v=1#/mine/index`);
      const failed = page.locator('[data-page="login-failed"]');
      await failed.waitFor();

      await page.unroute(userInfo);
      await page.unroute(loginEndpoint);
      await failed.getByRole('button', { name: '重新登录' }).click();
      await pickIdentity(page, '学员');
      await landsOn(page, '/mine/index', '我的');
    });
  });

  describe('common behaviour on every route change (spec §2)', () => {
    it('sets the document title and the body class from the route, and shows the tab bar on tab screens only', async () => {
      const { page, errors } = await openAs(DEMO_TOKENS.learner, '/index/');
      await page.locator('[data-page="index"]').waitFor();
      // Polled: the title and body class change with the decision, the page (and its tab bar) once its code is in.
      const state = () =>
        page.evaluate(() => ({
          title: document.title,
          plain: document.body.classList.contains('bg-plain'),
          gray: document.body.classList.contains('bg-gray'),
          dark: document.body.classList.contains('bg-dark'),
          tabs: document.querySelector('nav[aria-label="主导航"]') !== null,
        }));
      await expect
        .poll(state, { timeout: 5_000 })
        .toEqual({ title: '微课堂', plain: true, gray: false, dark: false, tabs: true });

      await goToHash(page, '/mine/index');
      await expect
        .poll(state, { timeout: 5_000 })
        .toEqual({ title: '我的', plain: false, gray: true, dark: false, tabs: true });
      await screenshot(page, 'nav-mine-learner');

      await goToHash(page, '/lesson/play/3');
      await expect
        .poll(state, { timeout: 5_000 })
        .toEqual({ title: '课程详情', plain: true, gray: false, dark: false, tabs: false });

      await goToHash(page, '/liveroom/listener/3/16');
      await expect
        .poll(state, { timeout: 5_000 })
        .toEqual({ title: '直播间', plain: false, gray: false, dark: true, tabs: false });

      await goToHash(page, '/hot');
      await expect
        .poll(state, { timeout: 5_000 })
        .toEqual({ title: '畅销榜', plain: true, gray: false, dark: false, tabs: false });

      // The tab bar navigates: 学习 → study index, marked current.
      await goToHash(page, '/index/');
      await expect
        .poll(state, { timeout: 5_000 })
        .toEqual({ title: '微课堂', plain: true, gray: false, dark: false, tabs: true });
      await tabBar(page).getByRole('link', { name: /^学习/ }).click();
      await landsOn(page, '/study/index', '学习');
      await expect(tabBar(page).getByRole('link', { name: /^学习/ }).getAttribute('aria-current')).resolves.toBe(
        'page',
      );
      await expect
        .poll(state, { timeout: 5_000 })
        .toEqual({ title: '学习', plain: false, gray: true, dark: false, tabs: true });

      // mine/subscribe redirects to the study index; an unknown path and a malformed id go home.
      await expect(goToHash(page, '/mine/subscribe')).resolves.toBe('/study/index');
      await expect(goToHash(page, '/nowhere')).resolves.toBe('/index/');
      await expect(goToHash(page, '/lesson/play/abc')).resolves.toBe('/index/');
      expect(errors).toEqual([]);
    });

    it('paints the route backgrounds: /mine grey, the live room dark, the home screen plain', async () => {
      const { page } = await openAs(DEMO_TOKENS.learner, '/index/');
      await page.locator('[data-page="index"]').waitFor();
      const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const plain = await background();
      await goToHash(page, '/mine/index');
      const gray = await background();
      await goToHash(page, '/liveroom/listener/3/16');
      const dark = await background();
      // The classes alone are not the point: each must give the body its own colour.
      expect({ '/mine/index': gray, '/liveroom/listener/3/16': dark }).not.toMatchObject({ '/mine/index': plain });
      expect({ '/liveroom/listener/3/16': dark }).not.toMatchObject({ '/liveroom/listener/3/16': plain });
      expect(dark).not.toBe(gray);
    });

    it('sends one page-view statistic per route entered, with action 100000000 and the full path', async () => {
      const page = await phonePage(browser);
      pages.push(page);
      const views: Array<Record<string, unknown>> = [];
      page.on('request', (request: Request) => {
        const url = new URL(request.url());
        if (url.pathname !== '/api/count/pvuv') return;
        views.push(JSON.parse(url.searchParams.get('jsonData') ?? '{}') as Record<string, unknown>);
      });
      await page.goto(`${baseUrl()}/?token=${DEMO_TOKENS.learner}#/index/`);
      await page.locator('[data-page="index"]').waitFor();
      for (const path of ['/mine/index', '/mine/coupon', '/lesson/play/3?from=share', '/mine/lesson/index', '/hot'])
        await goToHash(page, path);

      // The forbidden /mine/lesson/index was never entered: its redirect to /mine/index is what counts.
      const expected = ['/index/', '/mine/index', '/mine/coupon', '/lesson/play/3?from=share', '/mine/index', '/hot'];
      // Statistics load after the first screen and are sent in order; wait for them, then for any extra one.
      await until(() => views.length >= expected.length);
      await page.waitForTimeout(500);
      expect(views.map((view) => view.content)).toEqual(expected);
      for (const view of views) expect(view).toMatchObject({ action: 100000000, business: 100103, terminal: 'h5' });
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { Browser } from 'playwright-core';
import {
  baseUrl,
  DEMO_TOKENS,
  IDENTITY_LABELS,
  isIdentityPage,
  launchChromium,
  openWithToken,
  phonePage,
  pickIdentity,
  resetMock,
  screenshot,
} from './support.test-utils';

const slugs: Record<(typeof IDENTITY_LABELS)[number], string> = {
  新访客: 'visitor',
  学员: 'learner',
  '讲师（未实名）': 'lecturer',
  '讲师（已实名）': 'verified-lecturer',
};

describe('logging in on the embedded mock backend', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
    await resetMock();
  });
  afterAll(() => browser.close());

  it('starts a first visit at #/index/ with a version parameter, which asks for a profile login', async () => {
    const page = await phonePage(browser);
    await page.goto(`${baseUrl()}/`);
    // The home screen needs the user's profile (spec §4): an anonymous visitor goes to the full login at once.
    await page.waitForURL(/\/api\/user\/loginAuth\?/);
    await page.getByRole('heading', { level: 1, name: '模拟微信授权' }).waitFor();
    expect(isIdentityPage(page)).toBe(true);
    const back = new URL(new URL(page.url()).searchParams.get('redirectUri') ?? '');
    expect(back.searchParams.get('v')).toMatch(/^\d+$/);
    expect(back.hash).toBe('#/index/');
    for (const label of IDENTITY_LABELS)
      await expect(page.getByRole('link', { name: label }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'login-identity-page');
    await page.context().close();
  });

  for (const label of IDENTITY_LABELS) {
    it(`logs in as ${label} and lands back with the token stored, not in the address bar`, async () => {
      const page = await phonePage(browser);
      await page.goto(`${baseUrl()}/?from=singlemessage#/index/`);
      await pickIdentity(page, label);
      await page.locator('[data-page="index"] .home-banner__frame').waitFor();

      const url = new URL(page.url());
      expect(url.searchParams.has('token')).toBe(false);
      expect(url.searchParams.get('from')).toBe('singlemessage');
      expect(url.hash).toBe('#/index/');
      const token = await page.evaluate(() => localStorage.getItem('wkt:token'));
      expect(token).toMatch(/^mock\.\d+\./);
      // The stored token is the identity picked: the server knows it, with a profile (the home screen needs one).
      const who = await page.evaluate(async (stored) => {
        const answer = await fetch(`/api/user/getUserInfo?token=${encodeURIComponent(stored ?? '')}`);
        return (await answer.json()) as { code: number; data: { nickName: string } };
      }, token);
      expect(who.code).toBe(1);
      expect(who.data.nickName.length).toBeGreaterThan(0);
      await screenshot(page, `login-${slugs[label]}`);
      await page.context().close();
    });
  }

  it('keeps what was typed in search across a session expiry: back from login, the text is there and searched', async () => {
    const page = await openWithToken(browser, DEMO_TOKENS.learner, '/index/search');
    const box = page.getByLabel('搜索课程');
    await box.waitFor();
    // The session ends while searching: the search call answers 1000, once.
    let expired = false;
    await page.route('**/api/ls/keywords/findByKeywords**', async (route) => {
      if (expired) return route.continue();
      expired = true;
      await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: 1000, msg: '请先登录' }) });
    });
    await box.fill('高效沟通');
    await box.press('Enter');
    await pickIdentity(page, '学员');
    expect(new URL(page.url()).hash).toBe('#/index/search');
    // The search page comes back with the login (a new page load) and refills the box from the draft.
    await expect.poll(() => page.getByLabel('搜索课程').inputValue(), { timeout: 10_000 }).toBe('高效沟通');
    const results = page.getByRole('list', { name: '“高效沟通”的搜索结果' });
    await results.getByRole('link').first().waitFor();
    await screenshot(page, 'login-search-draft-restored');
    await page.context().close();
  });
});

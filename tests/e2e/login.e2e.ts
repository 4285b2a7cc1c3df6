import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { Browser } from 'playwright-core';
import { baseUrl, launchChromium, phonePage, resetMock, screenshot } from './support';

const identities = [
  { label: '新访客', slug: 'visitor' },
  { label: '学员', slug: 'learner' },
  { label: '讲师（未实名）', slug: 'lecturer' },
  { label: '讲师（已实名）', slug: 'verified-lecturer' },
];

describe('logging in on the embedded mock backend', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
    await resetMock();
  });
  afterAll(() => browser.close());

  it('starts a first visit at #/index/ with a version parameter', async () => {
    const page = await phonePage(browser);
    await page.goto(`${baseUrl()}/`);
    await page.waitForSelector('[data-page="index"]');
    const url = new URL(page.url());
    expect(url.searchParams.get('v')).toMatch(/^\d+$/);
    expect(url.hash).toBe('#/index/');
    await expect(page.getByRole('link', { name: '登录' }).isVisible()).resolves.toBe(true);
    await page.context().close();
  });

  for (const { label, slug } of identities) {
    it(`logs in as ${label} and lands back with the token stored, not in the address bar`, async () => {
      const page = await phonePage(browser);
      await page.goto(`${baseUrl()}/?from=singlemessage#/index/`);
      await page.getByRole('link', { name: '登录' }).click();
      await page.waitForURL(/\/api\/user\/loginAuth\?/);
      await page
        .getByRole('link', { name: label })
        .or(page.getByRole('button', { name: label }))
        .first()
        .click();
      await page.waitForSelector('[data-testid="nickname"]');

      const url = new URL(page.url());
      expect(url.searchParams.has('token')).toBe(false);
      expect(url.searchParams.get('from')).toBe('singlemessage');
      expect(url.hash).toBe('#/index/');
      const token = await page.evaluate(() => localStorage.getItem('wkt:token'));
      expect(token).toMatch(/^mock\.\d+\./);
      const nickname = await page.getByTestId('nickname').textContent();
      expect(nickname?.length).toBeGreaterThan(0);
      await screenshot(page, `login-${slug}`);
      await page.context().close();
    });
  }
});

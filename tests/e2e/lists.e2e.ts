import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@rstest/core';
import type { Browser } from 'playwright-core';
import { collectErrors, DEMO_TOKENS, launchChromium, openWithToken, resetMock, screenshot } from './support.test-utils';

/** Search and the listing screens, as a learner on a phone: results and scroll survive a visit to a lesson. */
describe('search and lists', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());
  beforeEach(() => resetMock());

  it('highlights search results and keeps the query and results after opening a lesson', async () => {
    const page = await openWithToken(browser, DEMO_TOKENS.learner, '/index/search');
    const errors = collectErrors(page);
    const field = page.getByRole('searchbox', { name: '搜索课程' });
    await field.fill('沟通');
    const results = page.getByRole('list', { name: '“沟通”的搜索结果' });
    await results.waitFor();
    await results.locator('mark', { hasText: '沟通' }).first().waitFor();
    expect(await results.getByRole('link').count()).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'lists-search-results');

    await results.getByRole('link', { name: /高效沟通的底层逻辑/ }).click();
    await page.waitForURL(/#\/lesson\/play\/1$/);
    await page.goBack();
    await results.waitFor();
    expect(await field.inputValue()).toBe('沟通');
    expect(await results.locator('mark').count()).toBeGreaterThanOrEqual(2);

    await field.fill('');
    await page.getByRole('region', { name: '最近搜索' }).getByRole('button', { name: '沟通' }).waitFor();
    await screenshot(page, 'lists-search-recent');
    expect(errors).toEqual([]);
  });

  it('loads page 2 of 畅销榜 on scrolling and comes back to the same scroll position', async () => {
    const page = await openWithToken(browser, DEMO_TOKENS.learner, '/hot');
    const list = page.getByRole('list', { name: '畅销榜' });
    await list.getByRole('link').first().waitFor();
    await screenshot(page, 'lists-hot');
    expect(await list.getByRole('listitem').count()).toBe(10);

    await page.mouse.wheel(0, 5000);
    await page.waitForFunction(() => document.querySelectorAll('[aria-label="畅销榜"] > li').length > 10);
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.waitForTimeout(200);
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(800);
    await screenshot(page, 'lists-hot-page-2');

    const card = list.getByRole('listitem').nth(10).getByRole('link');
    await card.click();
    await page.waitForURL(/#\/lesson\/play\/\d+$/);
    await page.goBack();
    await list.getByRole('listitem').nth(10).waitFor();
    await page.waitForFunction((top) => Math.abs(window.scrollY - top) <= 2, scrolled, { timeout: 5000 });
    expect(await list.getByRole('listitem').count()).toBeGreaterThan(10);
  });

  it('a lesson tapped halfway down home opens at its top; back finds home as it was left, a list opened anew its top', async () => {
    const page = await openWithToken(browser, DEMO_TOKENS.learner, '/index/');
    const errors = collectErrors(page);
    const lessons = page.locator('[data-page="index"] a[href^="#/lesson/play/"]');
    await lessons.first().waitFor();
    // The landing's entry is marked once what follows the first screen has loaded.
    await page.waitForFunction(() => Boolean(window.history.state?.['wk-shown']));
    await page.mouse.wheel(0, 1200);
    await page.waitForFunction(() => window.scrollY >= 1000);
    // A lesson in the middle of the screen, as a thumb finds it, and where it is on the screen.
    const tapped = await lessons.evaluateAll((links) => {
      const index = links.findIndex((element) => {
        const box = element.getBoundingClientRect();
        return box.top > 120 && box.bottom < window.innerHeight - 120;
      });
      return { index, top: Math.round(links[index]?.getBoundingClientRect().top ?? 0) };
    });
    expect(tapped.index).toBeGreaterThanOrEqual(0);
    // Tapped where it is (Playwright's own click would first scroll it to where it likes).
    await lessons.nth(tapped.index).evaluate((element: HTMLElement) => element.click());
    await page.locator('[data-page="lesson-play"]').waitFor();
    await page.waitForFunction(() => window.scrollY === 0);
    await screenshot(page, 'lists-lesson-from-home');

    await page.goBack();
    await page.locator('[data-page="index"]').waitFor();
    // Home as it was left: the tapped lesson at the same place on the screen.
    await page.waitForFunction(
      ({ index, top }) => {
        const element = document.querySelectorAll('[data-page="index"] a[href^="#/lesson/play/"]')[index];
        return element !== undefined && Math.abs(element.getBoundingClientRect().top - top) <= 2;
      },
      tapped,
      { timeout: 5000 },
    );

    await page.locator('[data-page="index"] a[href="#/hot"]').first().click();
    await page.getByRole('list', { name: '畅销榜' }).getByRole('link').first().waitFor();
    await page.waitForFunction(() => window.scrollY === 0);
    expect(errors).toEqual([]);
  });

  it('counts down the limited-time deals', async () => {
    const page = await openWithToken(browser, DEMO_TOKENS.learner, '/discount');
    const list = page.getByRole('list', { name: '限时特惠' });
    await list.getByRole('link').first().waitFor();
    await list.locator('time', { hasText: /特惠/ }).first().waitFor();
    await screenshot(page, 'lists-discount');
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { Browser, Route } from 'playwright-core';
import { collectErrors, DEMO_TOKENS, launchChromium, openWithToken, resetMock, screenshot } from './support.test-utils';

/**
 * A column or package whose detail answer has the wrong shape (its fields one level deeper, a list, an empty object)
 * cannot be read: the page says so with 重试, never an empty goods page (价格暂不可用 · 共 0 课 · 课程正在更新中).
 */
const PAGES = [
  { name: '专栏', hash: '/lesson/channel/1' },
  { name: '系列课', hash: '/lesson/package/6' },
];

/** Wrong shapes of the detail: the real answer wrapped, a page of it, nothing. */
const WRONG: Array<(real: unknown) => unknown> = [
  (real) => ({ detail: real }),
  (real) => ({ list: [real], total: 1 }),
  () => ({}),
];

describe('a column or package detail that cannot be read (wrong shape)', () => {
  let browser: Browser;
  beforeAll(async () => {
    await resetMock();
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  for (const target of PAGES) {
    it(`${target.name} (#${target.hash}) says 数据有误 with 重试 for each wrong shape, and 重试 recovers`, async () => {
      let wrong: ((real: unknown) => unknown) | null = WRONG[0] ?? null;
      const page = await openWithToken(browser, DEMO_TOKENS.learner, '/index/');
      const errors = collectErrors(page);
      await page.route('**/api/combo/detail**', async (route: Route) => {
        if (!wrong) return route.continue();
        const response = await route.fetch();
        const body = (await response.json()) as { code: number; msg: string; data: unknown };
        return route.fulfill({ response, json: { ...body, data: wrong(body.data) } });
      });
      await page.goto(page.url().replace(/#.*$/, `#${target.hash}`));
      const screen = page.locator('[data-page]');
      for (const [index, shape] of WRONG.entries()) {
        wrong = shape;
        if (index > 0) await page.getByRole('button', { name: '重试' }).first().click();
        await screen
          .getByText(/数据有误/)
          .first()
          .waitFor();
        await page.getByRole('button', { name: '重试' }).first().waitFor();
        expect(await page.getByText(/价格暂不可用|课程正在更新中|共 0 课/).count()).toBe(0);
      }
      await screenshot(page, `detail-shape-${target.name}`);
      wrong = null;
      await page.getByRole('button', { name: '重试' }).first().click();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expect.poll(() => page.getByRole('button', { name: '重试' }).count()).toBe(0);
      expect(await page.getByText(/数据有误/).count()).toBe(0);
      expect(errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
      await page.context().close();
    });
  }
});

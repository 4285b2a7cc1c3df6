import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { Browser } from 'playwright-core';
import { fitsWidth, openCampaign } from './activity.test-utils';
import { collectErrors, launchChromium, resetMock, screenshot } from './support.test-utils';

// __title__ in a real Chromium at phone size, on the test build with the mock backend (activities/README.md "Test it").
describe('__title__ at 375 px', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
    await resetMock();
  });
  afterAll(() => browser.close());

  it('shows the first page with the mock’s answer, and fits the phone at 200 % text', async () => {
    // To see it at another moment (before its start, on its third day…): openCampaign(browser, path, { at: '…+08:00' }).
    const page = await openCampaign(browser, '/activity/__id__/index');
    const errors = collectErrors(page);
    await page.getByRole('heading', { level: 2, name: '欢迎参加「__title__」' }).waitFor();
    await screenshot(page, '__id__-index');
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, '__id__-index-text-200');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { Browser } from 'playwright-core';
import { fitsWidth, openCampaign, setMockClock } from './activity.test-utils';
import { baseUrl, collectErrors, DEMO_TOKENS, launchChromium, resetMock, screenshot } from './support.test-utils';

const PATH = '/activity/check-in/index';

describe('签到打卡领券 at 375 px', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
    await resetMock();
  });
  afterAll(async () => {
    await resetMock();
    await browser.close();
  });

  it('says 活动未开始 before December, previewed with the time override', async () => {
    const page = await openCampaign(browser, PATH, { at: '2026-11-30T23:59+08:00' });
    await page.getByRole('heading', { name: '活动未开始' }).waitFor();
    expect(await page.getByText('活动将于 12月1日 00:00 开始').count()).toBe(1);
    await page.context().close();
  });

  it('checks in on the seventh day and shows the coupon; two rows of days at most at 200 % text', async () => {
    // Six earlier days, faked with the mock's clock.
    for (const day of [1, 2, 3, 4, 5, 6]) {
      await setMockClock(`2026-12-0${day}T10:00:00+08:00`);
      await fetch(`${baseUrl()}/api/active/check-in/sign`, {
        method: 'POST',
        body: new URLSearchParams({ token: DEMO_TOKENS.learner }),
      });
    }
    const page = await openCampaign(browser, PATH, { at: '2026-12-07T10:00+08:00' });
    const errors = collectErrors(page);
    await page.getByRole('heading', { name: '已打卡 6 / 7 天' }).waitFor();
    await page.getByRole('button', { name: '今日打卡' }).click();
    await page.getByRole('heading', { name: '你已领取打卡礼券 ¥10.00' }).waitFor();
    await screenshot(page, 'check-in-coupon');

    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    const rows = await page.evaluate(
      () => new Set([...document.querySelectorAll('.check-in__day')].map((day) => (day as HTMLElement).offsetTop)).size,
    );
    expect(rows).toBeLessThanOrEqual(2);
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'check-in-text-200', true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

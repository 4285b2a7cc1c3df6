import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { Browser } from 'playwright-core';
import { collectErrors, DEMO_TOKENS, launchChromium, openWithToken, resetMock, screenshot } from './support.test-utils';

/**
 * 领券优惠 on a lesson page. User 2 (周老师) holds no coupon; lesson 12 costs ¥19.90 and 新人专享 ¥10 无门槛券
 * (coupon 1) can still be claimed, so the page offers 领券后 ¥9.90.
 */
describe('领券优惠 at 375 px', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
    await resetMock();
  });
  afterAll(() => browser.close());

  it('claims the offered coupon from the lesson page and the buy button uses it at once', async () => {
    const page = await openWithToken(browser, DEMO_TOKENS.lecturer, '/lesson/play/12');
    const errors = collectErrors(page);
    await page.getByText('领券后').waitFor();
    expect(await page.locator('.coupon-offer__text strong').textContent()).toBe('¥9.90');
    const bar = page.getByRole('region', { name: '课程操作' });
    await bar.getByRole('button', { name: '购买 ¥19.90' }).waitFor();
    await screenshot(page, 'offer-strip');

    await page.getByRole('button', { name: '领券' }).click();
    const sheet = page.getByRole('dialog', { name: '领取优惠券' });
    await sheet.getByRole('button', { name: '领取 新人专享 ¥10 无门槛券' }).click();
    await page.getByText('领取成功').waitFor();
    await sheet.getByText('已领取').first().waitFor();
    await screenshot(page, 'offer-sheet-claimed');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });

    // The freshly claimed coupon is now the best one: preselected, and the button asks ¥9.90.
    await bar.getByRole('button', { name: /优惠券.*新人专享 ¥10 无门槛券/ }).waitFor();
    await bar.getByRole('button', { name: '购买 ¥9.90' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { Browser } from 'playwright-core';
import {
  baseUrl,
  collectErrors,
  goToHash,
  launchChromium,
  openAsLearner,
  openMyCoupons,
  resetMock,
  screenshot,
} from './support.test-utils';

/** Coupon 4 (系列课满 ¥69 减 ¥15) is claimable and the learner has none; lessons 13 and 27 are not the learner's. */
const CLAIMABLE = '#/obtain/coupon/4';

describe('coupons at 375 px', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
    await resetMock();
  });
  afterAll(() => browser.close());

  it('claims a shared coupon, buys with the best coupons and finds them used', async () => {
    const page = await openAsLearner(browser, CLAIMABLE);
    const errors = collectErrors(page);
    await page.getByText('系列课满 ¥69 减 ¥15').waitFor();
    await screenshot(page, 'coupon-obtain');
    await page.getByRole('button', { name: '立即领取' }).click();
    await page.getByText('领取成功').waitFor();
    await screenshot(page, 'coupon-obtain-claimed');
    await page.getByRole('link', { name: '查看我的优惠券' }).click();
    const usable = page.getByRole('tabpanel');
    await usable.getByText('系列课满 ¥69 减 ¥15').waitFor();
    await screenshot(page, 'coupon-mine-usable');

    // Lesson 13 (¥19.90): the ¥50 lesson coupon is the best and covers it all, so no cashier opens.
    await page.goto(`${baseUrl()}/#/lesson/play/13`);
    const bar = page.getByRole('region', { name: '课程操作' });
    await bar.getByRole('button', { name: /优惠券.*单课 ¥50 大额券/ }).waitFor();
    await screenshot(page, 'coupon-action-bar');
    await bar.getByRole('button', { name: /优惠券.*单课 ¥50 大额券/ }).click();
    const sheet = page.getByRole('dialog', { name: '选择优惠券' });
    expect(await sheet.getByRole('radio', { name: /单课 ¥50 大额券/ }).isChecked()).toBe(true);
    await screenshot(page, 'coupon-choice-sheet');
    await sheet.getByRole('button', { name: '确定' }).click();
    await bar.getByRole('button', { name: '购买 ¥0.00' }).click();
    await bar.getByRole('link', { name: '开始学习' }).waitFor();

    // Lesson 27 (¥39.90): now ¥10 off beats 8.5 折 (¥5.99), and the rest is paid at the cashier.
    await page.goto(`${baseUrl()}/#/lesson/play/27`);
    await bar.getByRole('button', { name: /新人专享 ¥10 无门槛券/ }).waitFor();
    await bar.getByRole('button', { name: '购买 ¥29.90' }).click();
    const cashier = page.getByRole('dialog', { name: '模拟微信支付' });
    await cashier.waitFor();
    await screenshot(page, 'coupon-pay-sheet');
    await cashier.getByRole('button', { name: '支付' }).click();
    await bar.getByRole('link', { name: '开始学习' }).waitFor();

    const used = await openMyCoupons(page, '已使用');
    await used.getByText('单课 ¥50 大额券').waitFor();
    await used.getByText('新人专享 ¥10 无门槛券').waitFor();
    await screenshot(page, 'coupon-mine-used');
    const left = await openMyCoupons(page, '可使用');
    await left.getByText('系列课满 ¥69 减 ¥15').waitFor();
    expect(await left.getByText('单课 ¥50 大额券').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('closes 选择优惠券 when its lesson is left with Back: the next lesson shows no sheet', async () => {
    await resetMock();
    // Lesson 16 is the learner's own (no coupons to choose); lesson 8 is not, and the learner's coupons fit it.
    const page = await openAsLearner(browser, '#/lesson/play/16');
    const errors = collectErrors(page);
    await page.locator('[data-page="lesson-play"]').waitFor();
    await expect(goToHash(page, '/lesson/play/8')).resolves.toBe('/lesson/play/8');
    const bar = page.getByRole('region', { name: '课程操作' });
    await bar.getByRole('button', { name: /优惠券/ }).click();
    const sheet = page.getByRole('dialog', { name: '选择优惠券' });
    await sheet.waitFor();

    await page.goBack();
    await page.waitForFunction(() => window.location.hash === '#/lesson/play/16');
    await sheet.waitFor({ state: 'detached' });
    // Still none once lesson 16 has settled (its data in, the modal host idle).
    await page.getByRole('region', { name: '课程操作' }).waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await screenshot(page, 'coupon-sheet-closed-on-back');
    expect(errors).toEqual([]);
    await page.close();
  });
});

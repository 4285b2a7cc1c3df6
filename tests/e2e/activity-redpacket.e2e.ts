import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { Browser, Page } from 'playwright-core';
import {
  animationsDone,
  baseUrl,
  collectErrors,
  launchChromium,
  phonePage,
  resetMock,
  screenshot,
} from './support.test-utils';

const PACKET_PATH = '#/activity/redpacket/index';

async function openPacketPage(browser: Browser, userId: number): Promise<Page> {
  const page = await phonePage(browser);
  await page.goto(`${baseUrl()}/?token=mock.${userId}.e2e${PACKET_PATH}`);
  await page.waitForURL((url) => !url.searchParams.has('token'));
  return page;
}

/** The longest running one-off animation's end (delay + duration), in ms; 0 when none runs. */
function longestAnimation(page: Page): Promise<number> {
  return page.evaluate(() =>
    Math.max(
      0,
      ...document.getAnimations().map((animation) => Number(animation.effect?.getComputedTiming().endTime ?? 0)),
    ),
  );
}

describe('新人红包 at 375 px', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
    await resetMock();
  });
  afterAll(() => browser.close());

  it('opens the packet, shows the amount, and shows it as already opened after a reload', async () => {
    const page = await openPacketPage(browser, 1);
    const errors = collectErrors(page);
    const openButton = page.getByRole('button', { name: '拆红包' });
    await openButton.waitFor();
    await screenshot(page, 'redpacket-sealed');

    await openButton.click();
    const amount = page.getByRole('heading', { name: '¥21.37' });
    await amount.waitFor();
    const reveal = await longestAnimation(page);
    expect(reveal).toBeGreaterThan(0);
    expect(reveal).toBeLessThanOrEqual(800);
    await animationsDone(page);
    await expect(page.getByText('恭喜你获得').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: '去使用' }).isVisible()).resolves.toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'redpacket-opened');

    // The packet became a coupon of the learner's in the core mock (我的优惠券 lists it).
    const coupons = await page.evaluate(async () => {
      const token = localStorage.getItem('wkt:token') ?? '';
      const response = await fetch(`/api/coupon/listGoodsUserCoupon?token=${encodeURIComponent(token)}`);
      return ((await response.json()) as { data: { amount: number; title: string }[] }).data;
    });
    expect(coupons).toContainEqual(expect.objectContaining({ amount: 2137, title: '红包券 · 全场课程通用' }));

    await page.reload();
    await page.getByText('你已领取').waitFor();
    await expect(amount.isVisible()).resolves.toBe(true);
    expect(await openButton.count()).toBe(0);
    await screenshot(page, 'redpacket-reloaded');
    // Usable at 200 % text: everything still fits the phone's width.
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'redpacket-text-200');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens without animation when the phone asks for reduced motion', async () => {
    const page = await openPacketPage(browser, 3);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByRole('button', { name: '拆红包' }).click();
    await page.getByRole('heading', { name: '¥35.36' }).waitFor();
    expect(await longestAnimation(page)).toBe(0);
    await page.context().close();
  });
});

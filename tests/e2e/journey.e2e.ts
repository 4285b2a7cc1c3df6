import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@rstest/core';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  collectErrors,
  launchChromium,
  openAsLearner,
  openMyCoupons,
  resetMock,
  screenshot,
} from './support.test-utils';

/**
 * The learner's journey on a phone (375×667), from the home screen to a bought lesson and a spent coupon.
 *
 * Seed facts this relies on (src/app/mock/db): lesson 41 (雅思口语：7 分必备素材, ¥39.90) is the only lesson whose
 * name, summary or lecturer says 雅思, and the learner (user 1) has not bought it. The learner holds 单课 ¥50 大额券,
 * which covers any lesson and so is preselected (¥0.00, no cashier), and 新人专享 ¥10 无门槛券, which leaves ¥29.90
 * to pay at the simulated WeChat cashier. Category 历史人文 has eight lessons (four, then four more on 查看更多).
 */
const LESSON = { name: '雅思口语：7 分必备素材', hash: '#/lesson/play/41', price: '¥39.90' };
const PRESELECTED = '单课 ¥50 大额券';
const SPENT = '新人专享 ¥10 无门槛券';
const TO_PAY = '¥29.90';
const CONFIRMING = '支付确认中，请稍候…';

/** Waits until the home screen has every block in: banner, picks, deals, categories, lists; no skeleton left. */
async function homeLoaded(page: Page): Promise<Locator> {
  const home = page.locator('main[data-page="index"]');
  await home
    .getByRole('region', { name: '推荐', exact: true })
    .getByRole('link', { name: '苏轼：一蓑烟雨任平生' })
    .waitFor();
  await home
    .getByRole('region', { name: '精选推荐' })
    .getByRole('link', { name: /职场进阶全家桶/ })
    .waitFor();
  await home
    .getByRole('region', { name: '限时特惠', exact: true })
    .locator('time', { hasText: /^特惠剩 / })
    .first()
    .waitFor();
  await home.getByRole('tab', { name: '职场成长', selected: true }).waitFor();
  await home.getByRole('tabpanel').getByRole('link').first().waitFor();
  await home.getByRole('region', { name: '20元以下' }).getByRole('link').first().waitFor();
  await home.getByText('— 已经到底了 —').waitFor();
  await page.waitForFunction(() => {
    const main = document.querySelector('main[data-page="index"]');
    const banner = main?.querySelector<HTMLImageElement>('[aria-roledescription="carousel"] img');
    return (
      main?.querySelector('[role="status"], [aria-busy="true"]') === null &&
      banner?.complete === true &&
      banner.naturalWidth > 0
    );
  });
  return home;
}

describe('the learner journey at 375 px', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());
  beforeEach(() => resetMock());

  it('home → search → lesson with a coupon → pay → bought, and the coupon is spent', async () => {
    const page = await openAsLearner(browser, '#/index/');
    const errors = collectErrors(page);

    const home = await homeLoaded(page);
    expect(await home.getByRole('navigation', { name: '课程频道' }).getByRole('link').allTextContents()).toEqual([
      '限时特惠',
      '畅销榜',
      '免费专区',
      '体验中心',
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'home-top');
    await screenshot(page, 'home-full', true);

    await home.getByRole('link', { name: '搜索课程、讲师' }).tap();
    await page.waitForURL(/#\/index\/search$/);
    const field = page.getByRole('searchbox', { name: '搜索课程' });
    await field.fill('雅思');
    const results = page.getByRole('list', { name: '“雅思”的搜索结果' });
    await results.locator('mark', { hasText: '雅思' }).first().waitFor();
    expect(await results.getByRole('link').count()).toBe(1);
    await results.getByRole('link', { name: /雅思口语/ }).tap();
    await page.waitForURL((url) => url.hash === LESSON.hash);

    // The lesson: its price, the best coupon picked for the learner, then the coupon the learner would rather spend.
    await page.getByRole('heading', { name: LESSON.name }).waitFor();
    await page.getByText(LESSON.price, { exact: true }).first().waitFor();
    const bar = page.getByRole('region', { name: '课程操作' });
    await bar.getByRole('button', { name: new RegExp(`优惠券.*${PRESELECTED}`) }).waitFor();
    await bar.getByRole('button', { name: '购买 ¥0.00' }).waitFor();
    await bar.getByRole('button', { name: /优惠券/ }).tap();
    const sheet = page.getByRole('dialog', { name: '选择优惠券' });
    await sheet.getByRole('radio', { name: new RegExp(SPENT) }).click();
    await sheet.getByRole('button', { name: '确定' }).click();
    await sheet.waitFor({ state: 'hidden' });
    await bar.getByRole('button', { name: new RegExp(`优惠券.*${SPENT}`) }).waitFor();
    const buy = bar.getByRole('button', { name: `购买 ${TO_PAY}` });
    await buy.waitFor();
    expect(await page.getByText('已购买', { exact: true }).count()).toBe(0);
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    await screenshot(page, 'lesson-before-pay');

    await buy.tap();
    const cashier = page.getByRole('dialog', { name: '模拟微信支付' });
    await cashier.getByText(TO_PAY, { exact: true }).waitFor();
    await cashier.getByRole('button', { name: '支付' }).click();
    await cashier.waitFor({ state: 'detached' });
    await bar.getByRole('status').filter({ hasText: CONFIRMING }).waitFor();
    await page.getByText('已购买', { exact: true }).waitFor();
    await bar.getByRole('link', { name: '开始学习' }).waitFor();
    expect(await bar.getByRole('button', { name: /^购买 / }).count()).toBe(0);
    await screenshot(page, 'lesson-bought');

    const usable = await openMyCoupons(page, '可使用');
    await usable.getByText(PRESELECTED, { exact: true }).waitFor();
    expect(await usable.getByText(SPENT, { exact: true }).count()).toBe(0);
    const used = await openMyCoupons(page, '已使用');
    await used.getByText(SPENT, { exact: true }).waitFor();
    await screenshot(page, 'mine-coupon-used');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('home: a category tab and 查看更多 show more lessons; 更多 of 限时特惠 opens its listing', async () => {
    const page = await openAsLearner(browser, '#/index/');
    const errors = collectErrors(page);
    const home = await homeLoaded(page);

    const history = home.getByRole('tab', { name: '历史人文' });
    await history.tap();
    await home.getByRole('tab', { name: '历史人文', selected: true }).waitFor();
    const panel = home.getByRole('tabpanel');
    await panel.getByRole('link', { name: /每天五分钟，读一首宋词/ }).waitFor();
    expect(await panel.getByRole('link').count()).toBe(4);
    expect(await panel.getByRole('link', { name: /职场新人的第一课/ }).count()).toBe(0);

    await panel.getByRole('button', { name: '查看更多' }).tap();
    await panel.getByRole('link', { name: /苏轼：一蓑烟雨任平生/ }).waitFor();
    expect(await panel.getByRole('link').count()).toBe(8);
    expect(await panel.getByRole('button', { name: '查看更多' }).count()).toBe(0);
    await screenshot(page, 'home-group-more');

    const deals = home.getByRole('region', { name: '限时特惠', exact: true });
    await deals.getByRole('link', { name: /^更多\s*限时特惠/ }).tap();
    await page.waitForURL(/#\/discount$/);
    const list = page.getByRole('list', { name: '限时特惠' });
    await list.getByRole('link').first().waitFor();
    await list.locator('time', { hasText: /特惠/ }).first().waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});

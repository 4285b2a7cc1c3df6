import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@rstest/core';
import type { Browser, Page } from 'playwright-core';
import {
  baseUrl,
  collectErrors,
  goToHash,
  launchChromium,
  openWithToken,
  phonePage,
  pickIdentity,
  resetMock,
  screenshot,
} from './support.test-utils';

const PROMO = '/activity/doubleTwelve2017/index';
/** A seeded sharer's code (activities/double-twelve-2017/mocks/state.ts). */
const TOP_CODE = 'sq7m2k9x4a';

/** Opens the promo as the learner (李小雨) and waits for its deals. */
async function openPromoAsLearner(browser: Browser): Promise<Page> {
  const page = await openWithToken(browser, 'mock.1.e2e', PROMO);
  await page.getByRole('heading', { level: 1, name: '双十二年终大促' }).waitFor();
  await page.getByRole('article', { name: /职场进阶全家桶/ }).waitFor();
  return page;
}

describe('双十二年终大促 (activities/double-twelve-2017)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());
  beforeEach(() => resetMock());

  it('counts a friend visit through the learner share-friend link in the learner share rank', async () => {
    const learner = await openPromoAsLearner(browser);
    const learnerErrors = collectErrors(learner);
    await learner.getByText(/^\d+ 天 \d{2}:\d{2}:\d{2}$/).waitFor();
    await screenshot(learner, 'd12-promo');

    // 邀请好友: the learner's own share-friend link, carrying a share code and never the login token.
    const linkBox = learner.getByRole('textbox', { name: '我的邀请链接' });
    await linkBox.scrollIntoViewIfNeeded();
    const link = await linkBox.inputValue();
    expect(link).toMatch(/#\/activity\/doubleTwelve2017\/shareFriend\/s[0-9a-z]{9}$/);
    expect(link).not.toContain('token');
    const code = link.split('/').pop() ?? '';
    await screenshot(learner, 'd12-promo-invite');

    // The learner opening their own link lands on their share rank (spec §4), not yet ranked.
    expect(await goToHash(learner, `/activity/doubleTwelve2017/shareFriend/${code}`)).toBe(
      `/activity/doubleTwelve2017/shareRank/${code}`,
    );
    await learner.getByText('暂未上榜 · 已邀请 0 人').waitFor();

    // Another identity opens the link as sent: no token, so WeChat login first (the mock's identity page).
    const friend = await phonePage(browser);
    const friendErrors = collectErrors(friend);
    const visit = friend.waitForResponse((response) => response.url().includes('/api/active/d12/visit'));
    await friend.goto(link);
    await pickIdentity(friend, '讲师（已实名）');
    const inviter = friend.getByRole('region', { name: '邀请人' });
    await inviter.getByText('李小雨').waitFor();
    expect(await inviter.textContent()).toBe('李小雨 邀请你一起抢年终好课');
    expect(await (await visit).json()).toMatchObject({ code: 1, data: { counted: 1 } });
    await friend.getByRole('article', { name: /职场进阶全家桶/ }).waitFor();
    await screenshot(friend, 'd12-share-friend');

    // Back on the learner's phone: the rank counts the visit.
    await learner.reload();
    await learner.getByText('第 7 名 · 已邀请 1 人').waitFor();
    await learner.getByRole('list', { name: '邀请排行' }).waitFor();
    await screenshot(learner, 'd12-share-rank');
    const ownRow = learner.getByRole('list', { name: '邀请排行' }).locator('[aria-current="true"]');
    expect(await ownRow.textContent()).toBe('第7名李小雨（我）邀请 1 人');
    await ownRow.scrollIntoViewIfNeeded();
    await screenshot(learner, 'd12-share-rank-list');

    expect(await learner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect([...learnerErrors, ...friendErrors]).toEqual([]);
  });

  it('buys a deal at the simulated cashier and shows the paid vip order', async () => {
    const page = await phonePage(browser);
    await page.addInitScript(() => localStorage.setItem('wkt:bridge', 'simulated'));
    const errors = collectErrors(page);
    await page.goto(`${baseUrl()}/?token=mock.1.e2e#${PROMO}`);
    const deal = page.getByRole('article', { name: /职场进阶全家桶/ });
    await deal.getByRole('button', { name: '立即抢购' }).click();
    const sheet = page.getByRole('dialog', { name: /模拟微信支付/ });
    await sheet.waitFor();
    await screenshot(page, 'd12-cashier');
    await sheet.getByRole('button', { name: '支付' }).click();

    await page.waitForURL(/#\/activity\/doubleTwelve2017\/vip\/WK\d+/);
    await page.getByRole('heading', { name: '支付成功' }).waitFor();
    expect(await page.getByText('实付金额').locator('xpath=following-sibling::dd[1]').textContent()).toBe('¥99.00');
    expect(await page.getByRole('link', { name: '开始学习' }).getAttribute('href')).toBe('#/lesson/package/6');
    await screenshot(page, 'd12-vip-paid');

    // Back on the promo, the bought package offers study instead of buying.
    await goToHash(page, PROMO);
    await deal.getByRole('link', { name: '去学习' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('stays usable at 200 % text size', async () => {
    const page = await openPromoAsLearner(browser);
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    await page.getByRole('textbox', { name: '我的邀请链接' }).waitFor();
    await screenshot(page, 'd12-promo-200');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const deal = page.getByRole('article', { name: /职场进阶全家桶/ });
    await deal.getByRole('button', { name: '立即抢购' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'd12-promo-200-deal');
    await goToHash(page, `/activity/doubleTwelve2017/shareRank/${TOP_CODE}`);
    await page.getByRole('list', { name: '邀请排行' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'd12-share-rank-200');
  });

  it('shows the seeded pending order and an unknown order clearly', async () => {
    const page = await openWithToken(browser, 'mock.1.e2e', '/activity/doubleTwelve2017/vip/WK20261112000002');
    await page.getByRole('heading', { name: '等待支付结果' }).waitFor();
    await screenshot(page, 'd12-vip-pending');
    await goToHash(page, '/activity/doubleTwelve2017/vip/WK404');
    await page.getByText('没有找到这个订单').waitFor();
    await screenshot(page, 'd12-vip-not-found');
  });
});

import { describe, expect, it } from '@rstest/core';
import type { Browser, Page } from 'playwright-core';
import {
  DEMO_TOKENS,
  goToHash,
  isIdentityPage,
  learnerPageForAll,
  openWithToken,
  screenshot,
} from './support.test-utils';

/**
 * The learner's own screens as the demo learner (user 1, 李小雨) sees them at 375 px: 学习 with progress and
 * 继续学习, 我的, 我的收藏 (uncollect), 我的关注, 购买记录 (amounts, coupon), 设置 (log out).
 *
 * Seed facts (src/app/mock/db/seed-journeys.ts): lesson 11 苏轼 was studied last (45 %); four bought lessons were
 * never opened (the study tab's red dot says 4 until 学习 has shown them); the newest collection is lesson 37; column
 * 2 was paid ¥53.10 with the 老学员回馈 9 折券, lesson 36 ¥19.90.
 */

/** A screenshot at 375 px, then one at 200 % text; the page must still fit the phone's width. */
async function shots(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
  try {
    await screenshot(page, `${name}-text-200`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  } finally {
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '';
    });
  }
}

describe('我的 and 学习 (learner)', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];
  learnerPageForAll('#/index/', (session) => {
    ({ browser, page, errors } = session);
  });

  it('学习 lists lessons with progress, continues the last one and clears the red dot', async () => {
    await page.getByRole('link', { name: '学习，有新课程' }).waitFor();
    await page.getByRole('link', { name: '学习，有新课程' }).click();
    const study = page.locator('[data-page="study-index"]');
    await study.waitFor();
    const continueCard = study.getByRole('link', { name: /苏轼：一蓑烟雨任平生.*继续学习/ });
    await continueCard.waitFor();
    expect(await continueCard.getAttribute('href')).toBe('#/lesson/play/11');
    const list = study.getByRole('list', { name: '我的课程' });
    await list.getByText('已学 45%').first().waitFor();
    await list.getByText('未开始').first().waitFor();
    expect(await list.getByRole('progressbar').count()).toBeGreaterThan(3);
    // The list showed the new lessons: the dot goes out.
    await page.getByRole('link', { name: '学习', exact: true }).waitFor();
    await shots(page, 'mine-study');
  });

  it('我的 shows who I am, my counts and my entries', async () => {
    await page.getByRole('link', { name: '我的', exact: true }).click();
    const mine = page.locator('[data-page="mine-index"]');
    await mine.waitFor();
    await mine.getByText('李小雨').waitFor();
    await mine.getByRole('navigation', { name: '我的数据' }).getByText('收藏').waitFor();
    for (const entry of ['我的收藏', '我的关注', '购买记录', '我的优惠券', '设置']) {
      await mine.getByRole('link', { name: entry }).waitFor();
    }
    // A learner has no studio.
    expect(await mine.getByRole('link', { name: /我的直播间/ }).count()).toBe(0);
    await mine.getByRole('heading', { name: '为你推荐' }).waitFor();
    await mine.getByRole('region', { name: '为你推荐' }).getByRole('link').first().waitFor();
    await shots(page, 'mine-index');
  });

  it('我的收藏 takes a lesson off at once, and it stays off', async () => {
    await page.locator('[data-page="mine-index"]').getByRole('link', { name: '我的收藏' }).click();
    const favorites = page.locator('[data-page="mine-favorite"]');
    const remove = favorites.getByRole('button', { name: '取消收藏 睡不着？给失眠者的心理处方' });
    await remove.waitFor();
    await shots(page, 'mine-favorite');
    await remove.click();
    await remove.waitFor({ state: 'detached' });
    await page.getByText('已取消收藏').waitFor();
    await page.reload();
    await favorites
      .getByRole('button', { name: /^取消收藏 / })
      .first()
      .waitFor();
    expect(await favorites.getByText('睡不着？给失眠者的心理处方').count()).toBe(0);
  });

  it('我的关注 lists the followed lecturers', async () => {
    await goToHash(page, '/mine/attent');
    const follows = page.locator('[data-page="mine-attent"]');
    await follows.getByRole('heading', { name: '王建国' }).waitFor();
    await follows
      .getByRole('link', { name: /^最新课程：/ })
      .first()
      .waitFor();
    await shots(page, 'mine-attent');
  });

  it('购买记录 says what was bought, when and for how much, with the coupon', async () => {
    await goToHash(page, '/mine/buyRecord/index');
    const records = page.locator('[data-page="buy-record"]');
    const column = records.getByRole('link', { name: /一口气读懂宋朝三百年/ });
    await column.waitFor();
    expect(await column.getAttribute('href')).toBe('#/lesson/channel/2');
    const columnText = await column.textContent();
    expect(columnText).toContain('实付 ¥53.10');
    expect(columnText).toContain('¥59.00');
    expect(columnText).toContain('已用券：老学员回馈 9 折券');
    expect(columnText).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(await records.getByRole('link', { name: /亲密关系中的沟通密码/ }).textContent()).toContain('实付 ¥19.90');
    await shots(page, 'mine-buy-record');
  });

  it('设置 logs out after a confirm: the token is gone and login is asked again', async () => {
    await goToHash(page, '/mine/setting/index');
    const settings = page.locator('[data-page="setting-index"]');
    await settings.getByRole('button', { name: '清除缓存' }).waitFor();
    await settings.getByText(/^\d+\.\d+\.\d+/).waitFor();
    await shots(page, 'mine-setting');
    await settings.getByRole('button', { name: '退出登录' }).click();
    const dialog = page.getByRole('alertdialog', { name: '退出登录' });
    await dialog.waitFor();
    await screenshot(page, 'mine-setting-logout-confirm');
    await dialog.getByRole('button', { name: '退出' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/api/'), { timeout: 10_000 });
    expect(isIdentityPage(page)).toBe(true);
    expect(new URL(page.url()).searchParams.get('redirectUri') ?? '').toContain('#/index/');
    expect(await page.evaluate(() => localStorage.getItem('wkt:token'))).toBeNull();
    expect(errors).toEqual([]);
  });

  it('个人资料 shows a lecturer their profile, and 我的 gives them the studio', async () => {
    const lecturer = await openWithToken(browser, DEMO_TOKENS.verifiedLecturer, '/mine/index');
    const mine = lecturer.locator('[data-page="mine-index"]');
    await mine.getByRole('region', { name: '个人信息' }).getByText('林晓岚').waitFor();
    await mine.getByRole('link', { name: /我的直播间/ }).waitFor();
    await mine.getByRole('link', { name: /个人资料/ }).click();
    const info = lecturer.locator('[data-page="mine-person-info"]');
    await info.getByText('139****0003').waitFor();
    await info.getByText(/前外企人力资源总监/).waitFor();
    await shots(lecturer, 'mine-person-info');
    await lecturer.close();
  });
});

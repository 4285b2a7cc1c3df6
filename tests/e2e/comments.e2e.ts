import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, collectErrors, launchChromium, openAsLearner, resetMock, screenshot } from './support.test-utils';

/**
 * Comments on a lesson the demo learner owns, and what they own marked in search, as the learner sees it.
 *
 * Seed facts this relies on (src/app/mock/db): the learner (李小雨) owns column 2 「一口气读懂宋朝三百年」 (lessons
 * 9–12, by 王建国), so lesson 11 is theirs; lesson 11 has five comments, the newest 「已经推荐给单位的同事了。」 with
 * 3 likes, not liked by the learner; 王建国 also teaches package 8 「中国历史名人系列课」, not bought.
 */
const MARKUP = '<img src=x onerror=alert(1)>';
const TYPED = `讲得真好 ${MARKUP}`;
const NEWEST = '已经推荐给单位的同事了。';

describe('comments and owned marks', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];
  const dialogs: string[] = [];

  beforeAll(async () => {
    await resetMock();
    browser = await launchChromium();
    page = await openAsLearner(browser, '#/lesson/play/11');
    errors = collectErrors(page);
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('publishes a comment with markup in it, shown as the text typed, and no script runs', async () => {
    const section = page.getByRole('region', { name: /^评论/ });
    await section.getByRole('heading', { name: '评论（5）' }).waitFor();
    const box = section.getByRole('textbox', { name: '写评论' });
    await box.fill(TYPED);
    await section.getByText(`${[...TYPED].length}/200`).waitFor();
    await section.getByRole('button', { name: '发表' }).click();

    const list = section.getByRole('list', { name: '评论列表' });
    const mine = list.getByRole('listitem').first();
    await mine.getByText(TYPED, { exact: true }).waitFor();
    await section.getByRole('heading', { name: '评论（6）' }).waitFor();
    expect(await box.inputValue()).toBe('');
    // The markup stayed text: no element was made of it anywhere in the list, and its onerror never ran.
    expect(await list.locator('img[src="x"]').count()).toBe(0);
    expect(await mine.locator('.lesson-comments__content *').count()).toBe(0);
    await mine.scrollIntoViewIfNeeded();
    await screenshot(page, 'comments-published');
    expect(dialogs).toEqual([]);
  });

  it('likes a comment: the count goes up by one at once and stays', async () => {
    const item = page.getByRole('listitem').filter({ hasText: NEWEST });
    const like = item.getByRole('button', { name: /^赞/ });
    expect(await like.getAttribute('aria-label')).toBe('赞，3 人觉得有用');
    await like.click();
    await item.getByRole('button', { name: '赞，4 人觉得有用', pressed: true }).waitFor();
    await page.waitForFunction(() => !document.querySelector('.lesson-comments__like[aria-busy]'));
    expect(await like.getAttribute('aria-pressed')).toBe('true');
  });

  it('stays within the phone width at 200% text', async () => {
    await page.addStyleTag({ content: 'html { font-size: 200%; }' });
    const section = page.getByRole('region', { name: /^评论/ });
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'comments-200');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.addStyleTag({ content: 'html { font-size: 100%; }' });
  });

  it('search finds a column, a package and lessons, each tagged; what the learner owns says so', async () => {
    await page.goto(`${baseUrl()}/#/index/search`);
    await page.getByRole('searchbox', { name: '搜索课程' }).fill('王建国');
    await page.keyboard.press('Enter');
    const results = page.getByRole('list', { name: '“王建国”的搜索结果' });
    const column = results.getByRole('link', { name: /一口气读懂宋朝三百年/ });
    const pack = results.getByRole('link', { name: /中国历史名人系列课/ });
    const lesson = results.getByRole('link', { name: /赵匡胤/ });
    await column.waitFor();
    expect(await column.getAttribute('href')).toBe('#/lesson/channel/2');
    expect(await column.locator('.lesson-card__kind').textContent()).toBe('专栏');
    expect(await column.getByText('已加入专栏').count()).toBe(1);
    expect(await pack.getAttribute('href')).toBe('#/lesson/package/8');
    expect(await pack.locator('.lesson-card__kind').textContent()).toBe('系列课');
    expect(await pack.getByText('¥69.00').count()).toBe(1);
    expect(await lesson.getAttribute('href')).toBe('#/lesson/play/9');
    expect(await lesson.locator('.lesson-card__kind').textContent()).toBe('课程');
    expect(await lesson.getByText('已购').count()).toBe(1);
    expect(await lesson.getByText(/¥/).count()).toBe(0);
    await screenshot(page, 'search-kinds');
    await page.addStyleTag({ content: 'html { font-size: 200%; }' });
    await screenshot(page, 'search-kinds-200');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.addStyleTag({ content: 'html { font-size: 100%; }' });
  });

  it('the bought column offers 开始学习, never a buy button', async () => {
    await page.goto(`${baseUrl()}/#/lesson/channel/2`);
    await page.getByText('已加入专栏').waitFor();
    expect(await page.getByRole('link', { name: '开始学习' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /购买/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    expect(dialogs).toEqual([]);
  });
});

import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { Browser, Page } from 'playwright-core';
import { animationsDone, baseUrl, launchChromium, phonePage, screenshot, screenshotDir } from './support.test-utils';

/** The development-only UI catalogue (#/dev/catalogue) of the test-mode build, as a person on a phone sees it. */
describe('UI catalogue', () => {
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    page = await phonePage(browser);
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${baseUrl()}/?v=1#/dev/catalogue`);
    await page.waitForSelector('[data-page="dev-catalogue"]');
  });
  afterAll(() => browser?.close());

  it('renders every section at 375 px without console errors, and is screenshotted', async () => {
    await expect(page.getByRole('heading', { level: 1, name: '组件目录' }).isVisible()).resolves.toBe(true);
    expect(await page.getByRole('region').count()).toBeGreaterThanOrEqual(10);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // The covers from the mock static host have loaded.
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('img[alt$="课封面"]')].every((img) => img.naturalWidth > 0),
    );
    await screenshot(page, 'catalogue');
    await page.screenshot({ path: path.join(screenshotDir, 'catalogue-full.png'), fullPage: true });
    // One picture per section too: the full page is too tall to look at in one piece.
    const sections = await page.locator('section.dev-catalogue__section').all();
    for (const [index, section] of sections.entries())
      await section.screenshot({ path: path.join(screenshotDir, `catalogue-section-${index + 1}.png`) });
    expect(errors).toEqual([]);
  });

  it('shows a toast on a tap and removes it after about 2 s', async () => {
    const toasts = page.getByRole('region', { name: 'Toast 轻提示' });
    await toasts.getByRole('button', { name: 'success' }).click();
    const toast = page.getByRole('status').filter({ hasText: '已加入学习' });
    await toast.waitFor({ state: 'visible' });
    const shownAt = Date.now();
    await expect(toast.getByRole('img', { name: '成功' }).isVisible()).resolves.toBe(true);
    await animationsDone(page);
    await screenshot(page, 'catalogue-toast');
    await toast.waitFor({ state: 'detached', timeout: 4000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(1500);
    expect(shownFor).toBeLessThan(3000);
  });

  it('opens a confirm modal, keeps the page still behind it, and cancels it', async () => {
    await page.getByRole('button', { name: 'confirm' }).click();
    const dialog = page.getByRole('alertdialog', { name: '删除课程' });
    await dialog.waitFor();
    await expect(page.evaluate(() => getComputedStyle(document.body).position)).resolves.toBe('fixed');
    await animationsDone(page);
    await screenshot(page, 'catalogue-confirm');
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(page.getByTestId('modal-answer').textContent()).resolves.toBe('结果：confirm：取消');
    await expect(page.evaluate(() => getComputedStyle(document.body).position)).resolves.toBe('static');
  });

  it('seeks the slider to a tapped point with the time in its tooltip while held', async () => {
    const slider = page.getByRole('slider', { name: '播放进度' });
    await slider.scrollIntoViewIfNeeded();
    const box = await slider.boundingBox();
    if (!box) throw new Error('slider not laid out');
    await page.mouse.move(box.x + box.width * 0.75, box.y + box.height / 2);
    await page.mouse.down();
    await expect(page.getByRole('tooltip').textContent()).resolves.toBe('07:30');
    await page.mouse.up();
    await expect(page.getByRole('tooltip').count()).resolves.toBe(0);
    await expect(slider.getAttribute('aria-valuenow')).resolves.toBe('75');
  });

  it('loads the next pages of the list near the bottom until 没有更多了', async () => {
    const list = page.getByRole('list', { name: '课程列表' });
    await list.waitFor();
    for (let attempt = 0; attempt < 10 && !(await page.getByText('没有更多了').isVisible()); attempt++) {
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(600);
    }
    await expect(list.getByRole('listitem').count()).resolves.toBe(12);
    expect(errors).toEqual([]);
  });

  it('shows every widget in the dark scheme too, from the picker on top, and back', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    const picker = page.getByRole('group', { name: '深色模式' });
    const sectionBackground = () =>
      page
        .locator('section.dev-catalogue__section')
        .first()
        .evaluate((section) => getComputedStyle(section).backgroundColor);
    const light = await sectionBackground();
    await picker.getByRole('radio', { name: '深色' }).check();
    const dark = await sectionBackground();
    expect(dark).not.toBe(light);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
    await page.screenshot({ path: path.join(screenshotDir, 'catalogue-dark-full.png'), fullPage: true });
    const sections = await page.locator('section.dev-catalogue__section').all();
    for (const [index, section] of sections.entries())
      await section.screenshot({ path: path.join(screenshotDir, `catalogue-dark-section-${index + 1}.png`) });
    await picker.getByRole('radio', { name: '浅色' }).check();
    expect(await sectionBackground()).toBe(light);
    await picker.getByRole('radio', { name: '跟随系统' }).check();
  });

  it('stays within the phone width at 200% text size', async () => {
    await page.addStyleTag({ content: 'html { font-size: 200%; }' });
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'catalogue-200-percent');
  });
});

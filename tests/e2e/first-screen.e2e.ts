import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, collectErrors, launchChromium, phonePage, resetMock, screenshot } from './support.test-utils';

/**
 * Home's first screen from index.html (src/app/early/first-screen.ts): on a landing on home it is on screen, with
 * its banner picture, before the app's JavaScript has arrived, and the app then takes it over without anything
 * moving or flashing. The app's script is held back as a phone's network would (on localhost it arrives at once).
 */

type Frame = { page: string | null; loading: boolean; home: boolean; banner: 'img' | 'skeleton' | 'none' };

/** Records, from the document's first byte, every state of `#root` and the page's layout shifts. */
async function recordRoot(page: Page) {
  await page.addInitScript(() => {
    const frames: Frame[] = [];
    const shifts: number[] = [];
    const describe = (): Frame => {
      const root = document.getElementById('root');
      const banner = root?.querySelector('.home-banner');
      return {
        page: root?.querySelector('[data-page]')?.getAttribute('data-page') ?? null,
        loading: Boolean(root?.querySelector('.shell-loading')),
        home: Boolean(root?.querySelector('.home')),
        banner: banner?.querySelector('img') ? 'img' : banner ? 'skeleton' : 'none',
      };
    };
    new MutationObserver(() => {
      const frame = describe();
      if (JSON.stringify(frame) !== JSON.stringify(frames.at(-1))) frames.push(frame);
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
    Object.assign(window, { __frames: frames, __shifts: shifts });
  });
  return () =>
    page.evaluate(() => {
      const seen = window as unknown as { __frames: Frame[]; __shifts: number[] };
      return { frames: seen.__frames, shifts: seen.__shifts };
    });
}

/** Holds the app's own script until `release` is called (at most 10 s). */
async function holdAppScript(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/static/js/index.*.js', async (route) => {
    await Promise.race([released, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    await route.continue();
  });
  return release;
}

async function landing(browser: Browser, address: string, token: string | null = 'mock.1.e2e') {
  const page = await phonePage(browser);
  const errors = collectErrors(page);
  if (token) await page.addInitScript((value) => localStorage.setItem('wkt:token', value), token);
  const record = await recordRoot(page);
  const release = await holdAppScript(page);
  await page.goto(`${baseUrl()}/?from=singlemessage${address}`, { waitUntil: 'commit' });
  return { page, errors, record, release };
}

describe('home’s first screen before the app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
    await resetMock();
  });
  afterAll(() => browser.close());

  it('a shared home link shows the search, the banner picture, the channels and the tabs before the app arrives', async () => {
    const { page, errors, record, release } = await landing(browser, '#/index/');
    const still = page.locator('#root .home-banner img');
    await expect
      .poll(() => still.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(await page.locator('[data-page]').count()).toBe(0);
    expect(await still.getAttribute('alt')).toBe('苏轼：一蓑烟雨任平生');
    expect(await page.getByRole('link', { name: '搜索课程、讲师' }).isVisible()).toBe(true);
    const channels = page.getByRole('navigation', { name: '课程频道' }).getByRole('link');
    expect(await channels.allTextContents()).toEqual(['限时特惠', '畅销榜', '免费专区', '体验中心']);
    expect(await page.getByRole('navigation', { name: '主导航' }).getByRole('link').count()).toBe(3);
    const before = await still.boundingBox();
    await screenshot(page, 'first-screen-before-app');

    release();
    await page.locator('[data-page="index"]').waitFor();
    await page.getByRole('region', { name: '推荐', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    const after = await page.locator('.home-banner img').first().boundingBox();
    expect(after).toEqual(before);
    const { frames, shifts } = await record();
    // Never the shell's loading blocks, never the banner's grey box again once its picture showed.
    expect(frames.some((frame) => frame.loading)).toBe(false);
    const pictureAt = frames.findIndex((frame) => frame.banner === 'img');
    expect(pictureAt).toBeGreaterThan(-1);
    expect(frames.slice(pictureAt).map((frame) => frame.banner)).not.toContain('skeleton');
    expect(frames.slice(0, pictureAt).every((frame) => frame.page === null)).toBe(true);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a link tapped on it before the app arrives is where the app starts', async () => {
    const { page, errors, release } = await landing(browser, '#/index/');
    await page.locator('#root .home-entries').waitFor();
    await page.getByRole('link', { name: '畅销榜' }).click();
    release();
    await page.locator('[data-page="lesson-list"]').waitFor();
    expect(new URL(page.url()).hash).toBe('#/hot');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the app’s files failing to arrive: the page says so with 重新加载, which brings the app', async () => {
    const page = await phonePage(browser);
    await page.addInitScript(() => localStorage.setItem('wkt:token', 'mock.1.e2e'));
    await page.route('**/static/js/index.*.js', (route) => route.abort('failed'));
    await page.goto(`${baseUrl()}/?from=singlemessage#/index/`);
    const failed = page.getByRole('alert');
    await failed.waitFor();
    expect(await failed.textContent()).toContain('网络不太好，页面没有加载完成。');
    expect(await page.locator('#root .home').count()).toBe(0);
    await screenshot(page, 'first-screen-app-files-failed');
    await page.unroute('**/static/js/index.*.js');
    await page.getByRole('button', { name: '重新加载' }).click();
    await page.locator('[data-page="index"]').waitFor();
    await page.close();
  });

  it('a later chunk failing: the shell asks again, then says the network is at fault, and 重新加载 brings the page', async () => {
    const page = await phonePage(browser);
    await page.addInitScript(() => localStorage.setItem('wkt:token', 'mock.1.e2e'));
    await page.goto(`${baseUrl()}/?from=singlemessage#/index/`);
    await page.locator('[data-page="index"]').waitFor();
    await page.waitForLoadState('networkidle');
    const asked: string[] = [];
    await page.route('**/static/js/async/**', (route) => {
      asked.push(new URL(route.request().url()).pathname);
      return route.abort('failed');
    });
    await page.evaluate(() => {
      location.hash = '/mine/coupon';
    });
    // The page's chunk fails (the shell's 加载失败), and so does the chunk of that message: asked three times in all.
    const failed = page.getByRole('alert').filter({ hasText: '网络不太好，页面没有加载完成。' });
    await failed.waitFor({ timeout: 15_000 });
    expect(await page.getByText('页面出错了').count()).toBe(0);
    const times = new Map<string, number>();
    for (const file of asked) times.set(file, (times.get(file) ?? 0) + 1);
    expect(Math.max(...times.values())).toBe(3);
    await screenshot(page, 'shell-chunks-failed');
    await page.addStyleTag({ content: 'html{font-size:200%}' });
    await screenshot(page, 'shell-chunks-failed-200');
    await page.unroute('**/static/js/async/**');
    await page.getByRole('button', { name: '重新加载' }).click();
    await page.locator('[data-page="mine-coupon"]').waitFor();
    await page.close();
  });

  it('is never drawn on another landing, nor for a visitor the app first sends to log in', async () => {
    const lesson = await landing(browser, '#/lesson/play/11');
    await lesson.page.waitForTimeout(500);
    lesson.release();
    await lesson.page.locator('[data-page="lesson-play"]').waitFor();
    expect((await lesson.record()).frames.some((frame) => frame.home)).toBe(false);
    expect(lesson.errors).toEqual([]);
    await lesson.page.close();

    const visitor = await landing(browser, '#/index/', null);
    await visitor.page.waitForTimeout(500);
    expect(await visitor.page.locator('#root').evaluate((root) => root.childElementCount)).toBe(0);
    visitor.release();
    await visitor.page.close();
  });
});

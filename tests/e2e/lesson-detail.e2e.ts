import { loadEnv } from '@rsbuild/core';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { Browser, Page } from 'playwright-core';
import decodeQR from 'qr/decode.js';
import { baseUrl, collectErrors, launchChromium, phonePage, resetMock, root, screenshot } from './support.test-utils';

/** Lesson 12 (¥19.90) which user 2 has not bought; lesson 14 carries markup that must never run. */
const PAID_LESSON = '#/lesson/play/12';
const UNSAFE_LESSON = '#/lesson/play/14';

async function openAs(browser: Browser, userId: number, hash: string): Promise<Page> {
  const page = await phonePage(browser);
  // The phone's user agent is WeChat's; the simulated cashier stands in for the real one.
  await page.addInitScript(() => localStorage.setItem('wkt:bridge', 'simulated'));
  await page.goto(`${baseUrl()}/?token=mock.${userId}.e2e${hash}`);
  await page.waitForURL((url) => !url.searchParams.has('token'));
  return page;
}

/** The QR code's pixels as the browser painted them, for a decoder to read like a camera would. */
async function qrPixels(page: Page) {
  return page.getByRole('img', { name: '微课堂服务号二维码' }).evaluate((image: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(image, 0, 0);
    const { width, height, data } = context.getImageData(0, 0, canvas.width, canvas.height);
    return { width, height, data: Array.from(data) };
  });
}

/** When the page sent a request whose path starts with `prefix`, and when one arrived (resource timing, ms). */
async function resourceTimings(page: Page) {
  const entries = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
      path: new URL(entry.name).pathname,
      start: entry.startTime,
      end: entry.responseEnd,
    })),
  );
  const find = (prefix: string) => {
    const entry = entries.find((candidate) => candidate.path.startsWith(prefix));
    if (!entry) throw new Error(`no request to ${prefix}`);
    return entry;
  };
  return { sent: (prefix: string) => find(prefix).start, arrived: (prefix: string) => find(prefix).end };
}

/**
 * Holds the app's own script back for a while, as a phone's network would (on localhost it arrives at once, and on
 * a loaded machine it could arrive before the HTML parser even reached the head's early script).
 */
async function holdAppScript(page: Page, ms = 800) {
  await page.route('**/static/js/index.*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/**
 * A returning learner (user 2) opening a shared link cold, with the app's script held back; every request's address
 * is recorded. `prepare` sets up routes before the page loads.
 */
async function openSharedLink(browser: Browser, address: string, prepare?: (page: Page) => Promise<unknown>) {
  const page = await phonePage(browser);
  const errors = collectErrors(page);
  const requests: URL[] = [];
  page.on('request', (request) => requests.push(new URL(request.url())));
  await prepare?.(page);
  await page.addInitScript(() => localStorage.setItem('wkt:token', 'mock.2.e2e'));
  await holdAppScript(page);
  await page.goto(`${baseUrl()}/?from=singlemessage${address}`);
  return { page, errors, requests };
}

async function noWiderThanThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

describe('lesson detail at 375 px', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
    await resetMock();
  });
  afterAll(() => browser.close());

  it('collects, uncollects and buys a paid lesson through the simulated cashier', async () => {
    const page = await openAs(browser, 2, PAID_LESSON);
    const errors = collectErrors(page);
    await page.getByRole('heading', { name: '靖康之变：一个王朝的崩塌' }).waitFor();
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    await noWiderThanThePhone(page);
    const bar = page.getByRole('region', { name: '课程操作' });
    // The unbought lesson as a learner meets it: its action bar loaded, with the price.
    await bar.getByRole('button', { name: '购买 ¥19.90' }).waitFor();
    await screenshot(page, 'lesson-detail-paid');

    await bar.getByRole('button', { name: '收藏', exact: true }).click();
    await bar.getByRole('button', { name: '已收藏' }).waitFor();
    await bar.getByRole('button', { name: '已收藏' }).click();
    await bar.getByRole('button', { name: '收藏', exact: true }).waitFor();

    await bar.getByRole('button', { name: '购买 ¥19.90' }).click();
    const sheet = page.getByRole('dialog', { name: '模拟微信支付' });
    await sheet.waitFor();
    await screenshot(page, 'lesson-detail-pay-sheet');
    await sheet.getByRole('button', { name: '支付' }).click();
    await page.getByRole('status').filter({ hasText: '支付确认中' }).waitFor();
    await screenshot(page, 'lesson-detail-confirming');

    await page.getByText('已购买', { exact: true }).waitFor();
    await bar.getByRole('link', { name: '开始学习' }).waitFor();
    await noWiderThanThePhone(page);
    await screenshot(page, 'lesson-detail-bought');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a shared lesson link asks the lesson’s detail once, while the viewer’s call is still on its way', async () => {
    // The viewer's call is held until the detail call has gone out: the page's first call did not wait for it.
    let releaseViewer: () => void = () => {};
    const viewerHeld = new Promise<void>((resolve) => {
      releaseViewer = resolve;
    });
    const { page, errors, requests } = await openSharedLink(browser, PAID_LESSON, (page) =>
      page.route('**/api/user/getUserInfo*', async (route) => {
        await Promise.race([viewerHeld, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        await route.continue();
      }),
    );
    await page.evaluate(() => {
      const mark = () => {
        if (!document.querySelector('[data-page="lesson-play"]')) return false;
        (window as Window & { __pageShownAt?: number }).__pageShownAt = performance.now();
        return true;
      };
      if (!mark()) {
        const observer = new MutationObserver(() => mark() && observer.disconnect());
        observer.observe(document, { childList: true, subtree: true });
      }
    });
    const details = () => requests.filter((url) => url.pathname === '/api/ls/lesson/findStudioRoomDetail');
    await expect.poll(() => details().length, { timeout: 10_000 }).toBe(1);
    releaseViewer();
    await page.getByRole('heading', { name: '靖康之变：一个王朝的崩塌' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(details().map((url) => url.searchParams.get('lessonId'))).toEqual(['12']);
    // Asked by index.html's early script, before the app's own script had even arrived (src/app/early).
    const timing = await resourceTimings(page);
    expect(timing.sent('/api/ls/lesson/findStudioRoomDetail')).toBeLessThan(timing.arrived('/static/js/index.'));
    // The page's code too: its own chunk and those split off beside it (code it shares with the column page), every
    // script that had arrived when the page first showed, was asked from the head, not once the app had started.
    const pageScripts = await page.evaluate(() => {
      const shownAt = (window as Window & { __pageShownAt?: number }).__pageShownAt ?? 0;
      return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.name.includes('/static/js/async/') && entry.responseEnd <= shownAt)
        .map((entry) => ({ path: new URL(entry.name).pathname, sent: entry.startTime }));
    });
    expect(pageScripts.length).toBeGreaterThan(1);
    for (const script of pageScripts)
      expect({ ...script, early: script.sent < timing.arrived('/static/js/index.') }).toMatchObject({ early: true });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a shared home link asks its first calls once, from the page’s head, with the link’s channel', async () => {
    const { page, errors, requests } = await openSharedLink(browser, '&channel_id=3#/index/');
    await page.locator('.home-banner img').first().waitFor();
    await page.waitForLoadState('networkidle');
    const first = ['/api/user/getUserInfo', '/api/userCenter/userInfo', '/api/config/banner.html'];
    for (const path of first) {
      const channels = requests.filter((url) => url.pathname === path).map((url) => url.searchParams.get('channel_id'));
      expect({ path, channels }).toEqual({ path, channels: ['3'] });
    }
    const timing = await resourceTimings(page);
    const appArrived = timing.arrived('/static/js/index.');
    for (const path of first) expect(timing.sent(path)).toBeLessThan(appArrived);
    // The first banner's picture is asked for as soon as its address is known (home's first screen in index.html
    // shows it), not only once the app has rendered home.
    expect(timing.sent('/mock-cdn/banner/')).toBeLessThan(appArrived);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("renders lesson 14's rich text without running its script or onerror handler", async () => {
    const page = await openAs(browser, 1, UNSAFE_LESSON);
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await page.getByRole('heading', { name: '唐诗里的长安城' }).waitFor();
    await page.getByText('课后思考题见下图：').waitFor();
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    // Give a broken image's error event, were it kept, the time to fire.
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
    expect(await page.locator('main script, main [onerror]').count()).toBe(0);
    await screenshot(page, 'lesson-detail-unsafe-content');
    await page.close();
  });

  it('shows a column with its catalogue, and the official account page', async () => {
    const page = await openAs(browser, 2, '#/lesson/channel/1');
    await page.getByRole('heading', { name: /课程目录/ }).waitFor();
    await page.getByRole('button', { name: '购买 ¥29.90' }).waitFor();
    await noWiderThanThePhone(page);
    await screenshot(page, 'lesson-detail-channel');
    await page.goto(`${baseUrl()}/#/lesson/attent`);
    await page.getByText('长按识别二维码，关注公众号').waitFor();
    await page.getByRole('img', { name: '微课堂服务号二维码' }).waitFor();
    const { width, height, data } = await qrPixels(page);
    // The e2e build is `--env-mode test`: the follow URL it was given is the one the code must hold.
    const { rawPublicVars } = loadEnv({ cwd: root, mode: 'test' });
    expect(decodeQR({ width, height, data: Uint8ClampedArray.from(data) })).toBe(rawPublicVars.PUBLIC_WX_FOLLOW_URL);
    await screenshot(page, 'lesson-detail-attent');
    await page.close();
  });

  it('联系客服 opens the chat inside the app and closing it returns to the lesson; the helper covers no control', async () => {
    const page = await openAs(browser, 2, PAID_LESSON);
    const errors = collectErrors(page);
    const left: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && !frame.url().startsWith(baseUrl())) left.push(frame.url());
    });
    await page.getByRole('heading', { name: '靖康之变：一个王朝的崩塌' }).waitFor();
    // The helper hides while the reader scrolls down and comes back when they scroll up (it covers nothing then):
    // one button that opens its actions.
    // It comes after the first screen; then a scroll down and back up, once the page has all its parts: a part
    // arriving after the scroll (the buy bar, the comments) moves the scroll position, which reads as scrolling down
    // and hides the helper again.
    await page.locator('.wk-floating-helper').waitFor({ state: 'attached', timeout: 15_000 });
    await page.getByRole('region', { name: '课程操作' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      // Instant jumps: the page scrolls smoothly otherwise (scroll-behavior), and a test would read it mid-way.
      window.scrollTo({ top: 500, behavior: 'instant' });
      await frame();
      window.scrollTo({ top: 300, behavior: 'instant' });
      await frame();
    });
    const helper = page.getByRole('button', { name: '快捷操作' });
    await helper.waitFor({ timeout: 15_000 });
    // 44 px touch targets, above the buy bar rather than over it once it has slid in.
    const bar = await page.getByRole('region', { name: '课程操作' }).boundingBox();
    await expect
      .poll(
        async () => {
          const box = await helper.boundingBox();
          return (box?.y ?? Number.POSITIVE_INFINITY) + (box?.height ?? 0) <= (bar?.y ?? 0);
        },
        { timeout: 5000 },
      )
      .toBe(true);
    const box = await helper.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    const before = page.url();
    await helper.click();
    const chat = page.getByRole('button', { name: '联系客服' });
    await chat.click();
    const sheet = page.getByRole('dialog', { name: '在线客服' });
    await sheet.waitFor();
    await sheet.getByRole('textbox', { name: '输入消息' }).fill('课程可以退款吗？');
    await sheet.getByRole('button', { name: '发送' }).click();
    await sheet.getByText('已收到您的消息', { exact: false }).waitFor();
    await screenshot(page, 'lesson-detail-chat');
    expect(page.url()).toBe(before);
    await sheet.getByRole('button', { name: '关闭' }).click();
    await sheet.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: '靖康之变：一个王朝的崩塌' }).waitFor();
    expect(page.url()).toBe(before);
    expect(left).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { Browser, Page } from 'playwright-core';
import {
  baseUrl,
  DEMO_TOKENS,
  launchChromium,
  phonePage,
  prebuiltDist,
  preview,
  resetMock,
  screenshot,
} from './support.test-utils';

/**
 * The live room's socket: where it connects in a production build served by `npm run preview`, and what the room
 * says when no socket can be opened (the client's bound: 15 s, GIVE_UP_AFTER_MS). Room: lesson 5 of studio 1, an
 * ended live lesson whose replay the mock seeds with three messages; the verified lecturer (user 3) owns it.
 */
const ROOM_HASH = '/liveroom/lecturer/1/5';
const BOUND_MS = 15_000;
/** Time for the room's own calls before the socket starts, and the browser's to notice a refused port. */
const SLACK_MS = 4_000;

const lecturerMessages = (page: Page) => page.locator('.live-msg[data-from="lecturer"]');

/**
 * Sends every live-room socket to a closed port while `window.__socketBlocked` is true (as an unreachable host
 * would: each attempt fails), the real address otherwise.
 */
async function blockableSockets(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Native = window.WebSocket;
    const state = window as unknown as { __socketBlocked: boolean };
    state.__socketBlocked = true;
    window.WebSocket = new Proxy(Native, {
      construct: (target, [url, protocols]: [string, string[] | undefined]) =>
        new target(state.__socketBlocked ? 'ws://127.0.0.1:9/ws/liveroom' : url, protocols),
    });
  });
}

describe('live room socket', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('in a production build served as `npm run preview` serves it, connects to that server and shows the room', async () => {
    const server = await preview({ distDir: prebuiltDist('production') });
    const page = await phonePage(browser);
    try {
      const sockets: string[] = [];
      page.on('websocket', (socket) => sockets.push(socket.url()));
      await page.goto(`${server.url}/?token=${DEMO_TOKENS.verifiedLecturer}#${ROOM_HASH}`);
      await page.getByText('直播已结束，以下为回放').waitFor({ timeout: 20_000 });
      await lecturerMessages(page).nth(2).waitFor();
      expect(await lecturerMessages(page).count()).toBe(3);
      expect(sockets.length).toBeGreaterThan(0);
      for (const url of sockets) expect(url.startsWith(`${server.url.replace(/^http/, 'ws')}/ws/liveroom?`)).toBe(true);
      await screenshot(page, 'live-room-preview-build');
    } finally {
      await page.context().close();
      await server.stop();
    }
  });

  describe('unreachable', () => {
    let page: Page;

    beforeAll(async () => {
      await resetMock();
      page = await phonePage(browser);
      await blockableSockets(page);
    });
    afterAll(async () => {
      await page?.context().close();
    });

    it('says so with 重试 within the bound, and 重试 enters once the socket is back', async () => {
      const started = Date.now();
      await page.goto(`${baseUrl()}/?token=${DEMO_TOKENS.verifiedLecturer}#${ROOM_HASH}`);
      const failed = page.getByRole('alert').filter({ hasText: '无法连接直播间' });
      await failed.waitFor({ timeout: BOUND_MS + SLACK_MS });
      const waited = Date.now() - started;
      console.log(`unreachable socket: the room said so after ${waited} ms`);
      expect(waited).toBeLessThan(BOUND_MS + SLACK_MS);
      await failed.getByText('网络连接失败，请检查网络后重试').waitFor();
      await screenshot(page, 'live-room-unreachable');

      await page.evaluate(() => {
        (window as unknown as { __socketBlocked: boolean }).__socketBlocked = false;
      });
      await failed.getByRole('button', { name: '重试' }).click();
      await lecturerMessages(page).nth(2).waitFor();
      await expect(failed.count()).resolves.toBe(0);
    }, 60_000);

    it('keeps the messages of a room whose socket is lost for good, and says so with 重试', async () => {
      await page.evaluate(() => {
        (window as unknown as { __socketBlocked: boolean }).__socketBlocked = true;
      });
      const started = Date.now();
      const dropped = await fetch(`${baseUrl()}/__mock/live/drop?lessonId=5`, { method: 'POST' });
      expect(dropped.ok).toBe(true);
      const notice = page.getByRole('alert').filter({ hasText: '直播间连接已断开' });
      await notice.waitFor({ timeout: BOUND_MS + SLACK_MS });
      expect(Date.now() - started).toBeLessThan(BOUND_MS + SLACK_MS);
      expect(await lecturerMessages(page).count()).toBe(3);
      await page.evaluate(() => {
        (window as unknown as { __socketBlocked: boolean }).__socketBlocked = false;
      });
      await notice.getByRole('button', { name: '重试' }).click();
      await page.getByText('直播已结束，以下为回放').waitFor();
      await lecturerMessages(page).nth(2).waitFor();
      await expect(notice.count()).resolves.toBe(0);
    }, 60_000);
  });
});

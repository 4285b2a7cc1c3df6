import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, openPhonePage } from '../../scripts/lib/chromium.mjs';

export { launchChromium, openPhonePage, WECHAT_UA } from '../../scripts/lib/chromium.mjs';
export { build, preview, root } from '../../scripts/lib/server.mjs';

/** The test-mode app with the mock backend, served by scripts/e2e.mjs. */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the end-to-end tests with `npm run test:e2e`');
  return url;
}

export const screenshotDir = path.resolve(import.meta.dirname, '../.out/screens');

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}

/** Restores the mock backend's seed so each test starts from the same data. */
export async function resetMock(): Promise<void> {
  const response = await fetch(`${baseUrl()}/__mock/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`mock reset failed: ${response.status}`);
}

export async function withBrowser<T>(run: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await launchChromium();
  try {
    return await run(browser);
  } finally {
    await browser.close();
  }
}

export async function phonePage(browser: Browser, userAgent?: string): Promise<Page> {
  return openPhonePage(browser, userAgent ? { userAgent } : {});
}

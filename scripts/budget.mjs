#!/usr/bin/env node
// Size budget: the gzip size of the JavaScript a phone downloads before the home screen (#/index/) shows.
// Measured in a real browser (Debian's Chromium, WeChat user agent) on a production build, so lazy chunks that
// the home screen pulls in count too. Fails above the budget.
import { gzipSync } from 'node:zlib';
import { launchChromium, openPhonePage } from './lib/chromium.mjs';
import { build, preview } from './lib/server.mjs';

export const BUDGET_BYTES = 100 * 1024;
const HOME_READY = '[data-page="index"]';

const distDir = 'dist-budget';
// Production mode and code; only the API base points at the preview server's mock so the page can render.
build({ distDir, envMode: 'production', env: { PUBLIC_API_BASE: '/' } });
const server = await preview({ distDir });
const browser = await launchChromium();
try {
  const page = await openPhonePage(browser);
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.set(new URL(response.url()).pathname, gzipSync(body).length);
  });
  await page.goto(`${server.url}/#/index/`);
  await page.waitForSelector(HOME_READY, { timeout: 30_000 });
  // Responses still being read when the home screen appeared belong to it too.
  await page.waitForLoadState('networkidle');
  const rows = [...scripts].sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, size]) => sum + size, 0);
  for (const [file, size] of rows) console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${file}`);
  const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
  console.log(
    `home screen JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${rows.length} files — ${verdict} the budget of ${BUDGET_BYTES / 1024} KB`,
  );
  process.exitCode = total <= BUDGET_BYTES ? 0 : 1;
} finally {
  await browser.close();
  await server.stop();
}

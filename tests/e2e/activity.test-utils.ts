import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ACTIVITY_CHUNKS_FILE, type ChunkRecord } from '../../src/app/activities/build-record';
import { baseUrl, DEMO_TOKENS, phonePage } from './support.test-utils';

/**
 * A campaign's end-to-end test (tests/e2e/activity-<id>.e2e.ts, written by `npm run activity:new`): its page on a
 * phone, logged in (the demo learner unless another token is given), optionally at another moment with the time
 * override (`?activityNow=`, which the test build honours and also sets the mock's clock to).
 */
export async function openCampaign(
  browser: Browser,
  hashPath: string,
  { token = DEMO_TOKENS.learner, at }: { token?: string; at?: string } = {},
): Promise<Page> {
  const page = await phonePage(browser);
  const query = new URLSearchParams({ token, ...(at ? { activityNow: at } : {}) });
  await page.goto(`${baseUrl()}/?${query}#${hashPath}`);
  await page.waitForURL((url) => !url.searchParams.has('token'), { waitUntil: 'commit' });
  return page;
}

/** Sets the mock's clock (POST /__mock/clock; `resetMock()` puts the real time back): fake another day. */
export async function setMockClock(at: string | null): Promise<void> {
  const response = await fetch(`${baseUrl()}/__mock/clock`, {
    method: 'POST',
    body: new URLSearchParams({ now: at ?? '' }),
  });
  if (!response.ok) throw new Error(`mock clock: ${response.status}`);
}

/** Whether the page is as wide as the phone at most (nothing sticks out sideways, at any text size). */
export function fitsWidth(page: Page, width = 375): Promise<boolean> {
  return page.evaluate((max) => document.documentElement.scrollWidth <= max, width);
}

/**
 * The first screen's JavaScript of a build (its initial chunks, by the build's own record, and index.html's inline
 * scripts), with the build's hashes, the lazy chunks' file names and the minifier's short names blanked: two builds of
 * the same first-screen code compare equal whatever else differs (the campaigns, hence the names of the lazy chunks).
 * The runtime carries the build's hash (it names the lazy chunks), and the minifier names variables by how often
 * characters occur in the file, so another hash can swap two short names (`e3` and `e5`) in identical code: names of
 * up to three characters are blanked too. The byte length still has to match.
 */
export function firstScreenScripts(distDir: string): Record<string, string> {
  // Lazy chunks' names (an id and the build hash) are the build's to choose; what they name is not first-screen code.
  const blank = (text: string) =>
    text
      .replace(/static\/js\/async\/[\w.-]+\.js/g, 'static/js/async/#.js')
      .replace(/\b[0-9a-f]{10,16}\b/g, '#')
      // A name after a lone `.` is a property (kept); after `...` it is a spread variable (blanked).
      .replace(/(?<![\w$])(?<!(?<!\.\.)\.)[A-Za-z_$][\w$]{0,2}(?![\w$])/g, (name) => '_'.repeat(name.length));
  const chunks = JSON.parse(readFileSync(path.join(distDir, ACTIVITY_CHUNKS_FILE), 'utf8')) as ChunkRecord[];
  const scripts: Record<string, string> = {};
  for (const file of chunks.filter((chunk) => chunk.initial).flatMap((chunk) => chunk.files)) {
    scripts[blank(file)] = blank(readFileSync(path.join(distDir, file), 'utf8'));
  }
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  // The early script's table of page chunks comes in the build's chunk order, which varies: its entries are sorted.
  const sortedChunkTable = (code: string) =>
    code.replace(/(self\.__wktEarlyChunks=)(\{[^;]*\});/, (_, start: string, table: string) => {
      const entries = Object.entries(JSON.parse(table) as Record<string, unknown>).sort(([a], [b]) =>
        a.localeCompare(b),
      );
      return `${start}${JSON.stringify(Object.fromEntries(entries))};`;
    });
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].forEach((match, index) => {
    scripts[`index.html inline ${index + 1}`] = blank(sortedChunkTable(match[1] ?? ''));
  });
  return scripts;
}

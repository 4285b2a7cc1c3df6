import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from '@rstest/core';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium, openPhonePage } from '../../scripts/lib/chromium.mjs';

export {
  FAKE_MICROPHONE_ARGS,
  launchChromium,
  openPhoneContext,
  openPhonePage,
  WECHAT_UA,
} from '../../scripts/lib/chromium.mjs';
export { build, preview, root } from '../../scripts/lib/server.mjs';

/** The test-mode app with the mock backend, served by scripts/e2e.mjs. */
/**
 * The app server of this test file. scripts/e2e.mjs serves the build once per rstest worker (E2E_BASE_URLS, in
 * worker order), so that two files running at once never share the mock backend's state (one's reset would wipe
 * the other's purchase); rstest numbers its workers 1… in RSTEST_WORKER_ID.
 */
export function baseUrl(): string {
  const urls = (process.env.E2E_BASE_URLS ?? '').split(',').filter(Boolean);
  if (!urls.length) throw new Error('E2E_BASE_URLS is not set: run the end-to-end tests with `npm run test:e2e`');
  const worker = Number(process.env.RSTEST_WORKER_ID ?? '1');
  const url = urls[(worker - 1) % urls.length];
  if (!url) throw new Error(`no app server for rstest worker ${worker}`);
  return url;
}

/**
 * A build scripts/e2e.mjs made before the tests (builds take a minute each, so files share them): `production` is
 * `npm run build` with the API on the same origin (also what `npm run budget` measures), `test` the test-mode build
 * the app servers serve.
 */
export function prebuiltDist(kind: 'production' | 'test'): string {
  const name = kind === 'production' ? 'E2E_PRODUCTION_DIST' : 'E2E_TEST_DIST';
  const dist = process.env[name];
  if (!dist) throw new Error(`${name} is not set: run the end-to-end tests with \`npm run test:e2e\``);
  return dist;
}

export const screenshotDir = path.resolve(import.meta.dirname, '../.out/screens');

export async function screenshot(page: Page, name: string, fullPage = false): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
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

/** Tokens of the predefined demo identities (README "Demo identities"): the mock accepts `mock.<userId>.<anything>`. */
export const DEMO_TOKENS = {
  learner: 'mock.1.e2e',
  lecturer: 'mock.2.e2e',
  verifiedLecturer: 'mock.3.e2e',
} as const;

/** The labels of the mock's identity page 模拟微信授权, in its order. */
export const IDENTITY_LABELS = ['新访客', '学员', '讲师（未实名）', '讲师（已实名）'] as const;

/** Whether the page shows the mock's identity page (a login endpoint answered with its choice page). */
export function isIdentityPage(page: Page): boolean {
  return /\/api\/(user\/login(Silent)?Auth|authorizedGzh\/authGzhUrl)\?/.test(page.url());
}

/** Waits for the identity page and picks who to be; the mock then sends the browser back with the token. */
export async function pickIdentity(page: Page, label: (typeof IDENTITY_LABELS)[number]): Promise<void> {
  await page.waitForURL(/\/api\/(user\/login(Silent)?Auth|authorizedGzh\/authGzhUrl)\?/, { timeout: 10_000 });
  await page.getByRole('heading', { level: 1, name: '模拟微信授权' }).waitFor();
  await page.getByRole('link', { name: label }).click();
  await page.waitForURL((url) => url.origin === new URL(baseUrl()).origin && !url.pathname.startsWith('/api/'), {
    waitUntil: 'commit',
  });
}

/**
 * Opens the app at `hashPath` with a token, the way a login hands it over (`?token=…`, which startup stores and takes
 * out of the address bar), on a new phone page of its own.
 */
export async function openWithToken(browser: Browser, token: string, hashPath: string): Promise<Page> {
  const page = await phonePage(browser);
  await page.goto(`${baseUrl()}/?token=${encodeURIComponent(token)}#${hashPath}`);
  await page.waitForURL((url) => !url.searchParams.has('token'), { waitUntil: 'commit' });
  return page;
}

/** Uncaught page errors and console errors of a page, as they happen. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/** What a page has shown, recorded in the page itself from the first byte of every document it loads. */
export type SeenScreens = { titles: string[]; headings: string[]; hashes: string[] };

/**
 * Records every document title, every level-1 heading text and every hash the page shows, so a test can tell that a
 * forbidden page never flashed up before its guard redirected. Call before the first goto.
 */
export async function recordScreens(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { titles: [] as string[], headings: [] as string[], hashes: [] as string[] };
    (window as unknown as { __seen: SeenScreens }).__seen = seen;
    const note = (list: string[], value: string) => {
      if (value && list[list.length - 1] !== value) list.push(value);
    };
    const record = () => {
      note(seen.titles, document.title);
      note(seen.hashes, window.location.hash);
      for (const heading of document.querySelectorAll('h1')) {
        const text = heading.textContent?.trim() ?? '';
        if (text && !seen.headings.includes(text)) seen.headings.push(text);
      }
    };
    new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
    window.addEventListener('hashchange', record);
    record();
  });
}

export function seenScreens(page: Page): Promise<SeenScreens> {
  return page.evaluate(() => (window as unknown as { __seen: SeenScreens }).__seen);
}

const SETTLING_TITLE = '__e2e_navigating__';

/**
 * Goes to an in-app path by changing `location.hash` (no reload) and waits until the shell has decided: a page entered
 * (it sets the document title on every entered route, so a placeholder title is put first), or the shell shows its
 * error or login-failed screen, or the browser left for a login endpoint. Redirects are followed. Resolves with the
 * hash path the page ended on ('' when it left the app).
 */
export async function goToHash(page: Page, path: string, timeout = 15_000): Promise<string> {
  const moved = await page.evaluate(
    ({ target, settling }) => {
      if (window.location.hash === `#${target}`) return false;
      document.title = settling;
      window.location.hash = target;
      return true;
    },
    { target: path, settling: SETTLING_TITLE },
  );
  if (moved) {
    await page.waitForFunction(
      (settling) =>
        window.location.pathname.startsWith('/api/') ||
        (document.title !== settling && document.querySelector('[data-page]') !== null) ||
        document.querySelector('[data-page="navigation-error"], [data-page="login-failed"]') !== null,
      SETTLING_TITLE,
      { timeout, polling: 50 },
    );
  }
  return isIdentityPage(page) ? '' : new URL(page.url()).hash.replace(/^#/, '');
}

/**
 * Counts the page's requests in flight; `idle()` resolves once none has been in flight for `quietMs` (so errors that
 * follow a page's own requests are seen before the test moves on).
 */
export function trackRequests(page: Page): { idle: (quietMs?: number, timeout?: number) => Promise<void> } {
  const inFlight = new Set<unknown>();
  let lastChange = Date.now();
  const settle = (request: unknown) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', (request) => {
    inFlight.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    async idle(quietMs = 150, timeout = 10_000) {
      const started = Date.now();
      while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() - started > timeout) throw new Error(`requests still in flight after ${timeout} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}

/**
 * Waits until the one-off animations and transitions (a toast fading out, a sheet rising, the helper sliding in) are
 * over; spinners and skeleton shines run forever and are not waited for. A check of colours or a screenshot then sees
 * the end state, not a frame of a fade.
 */
export async function animationsDone(page: Page, timeout = 5_000): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    undefined,
    { timeout, polling: 50 },
  );
}

/** Polls a condition of the test's own state (requests seen, messages logged) until it holds. */
export async function until(condition: () => boolean, timeout = 10_000, what = 'condition'): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeout) throw new Error(`${what} not met within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * The demo learner's phone page on `hash`, logged in through the landing token, with the simulated cashier standing
 * in for WeChat's (the phone's user agent is WeChat's). `setup` runs first (e.g. an init script of the test's own).
 */
export async function openAsLearner(
  browser: Browser,
  hash: string,
  setup?: (page: Page) => Promise<unknown>,
): Promise<Page> {
  const page = await phonePage(browser);
  await page.addInitScript(() => localStorage.setItem('wkt:bridge', 'simulated'));
  await setup?.(page);
  await page.goto(`${baseUrl()}/?token=${DEMO_TOKENS.learner}${hash}`);
  await page.waitForURL((url) => !url.searchParams.has('token'));
  return page;
}

/** What a describe's tests share: the browser, the learner's page and the errors it logged. */
export type LearnerSession = { browser: Browser; page: Page; errors: string[] };

/**
 * One learner's page for all the tests of a describe, which go on from where the last one left it: before the first,
 * the mock is reset and the page opened at `hash` (its errors collected) and handed to `opened`; after the last, the
 * browser closes.
 */
export function learnerPageForAll(hash: string, opened: (session: LearnerSession) => void): void {
  let browser: Browser | undefined;
  beforeAll(async () => {
    await resetMock();
    browser = await launchChromium();
    const page = await openAsLearner(browser, hash);
    opened({ browser, page, errors: collectErrors(page) });
  });
  afterAll(async () => {
    await browser?.close();
  });
}

/** 我的优惠券 on one tab, once that tab's list is in; resolves with the tab's panel. */
export async function openMyCoupons(page: Page, tab: '可使用' | '已使用' | '已过期'): Promise<Locator> {
  await page.goto(`${baseUrl()}/#/mine/coupon`);
  await page.getByRole('tab', { name: tab }).click();
  await page.waitForFunction((name) => {
    const selected = document.querySelector('[role="tab"][aria-selected="true"]');
    return selected?.textContent === name && !document.querySelector('[role="tabpanel"] [aria-busy="true"]');
  }, tab);
  return page.getByRole('tabpanel');
}

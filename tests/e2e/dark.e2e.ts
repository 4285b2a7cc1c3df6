import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { Browser, Page } from 'playwright-core';
import {
  animationsDone,
  baseUrl,
  DEMO_TOKENS,
  goToHash,
  launchChromium,
  phonePage,
  resetMock,
  root,
  screenshotDir,
  trackRequests,
} from './support.test-utils';

type Scheme = 'light' | 'dark';

/** Relative luminance (WCAG) of a computed `rgb()`/`rgba()` colour; null when fully transparent. */
function luminance(colour: string): number | null {
  const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  if (a === 0) return null;
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** What a person sees behind the page: the first opaque background from the page's box up to <html>. */
async function pageBackground(page: Page): Promise<string> {
  return page.evaluate(() => {
    let element: Element | null = document.querySelector('[data-page]') ?? document.body;
    while (element) {
      const colour = getComputedStyle(element).backgroundColor;
      if (!/rgba\(.*, 0\)$|transparent/.test(colour)) return colour;
      element = element.parentElement;
    }
    return 'rgba(0, 0, 0, 0)';
  });
}

const isDark = (colour: string) => (luminance(colour) ?? 1) < 0.05;
const isLight = (colour: string) => (luminance(colour) ?? 0) > 0.8;

/**
 * The page's background once it has turned to `scheme`: a choice or the phone's switch reaches the page through a
 * store and a render, so the colour is read again (up to 5 s) until it matches; the last colour read otherwise.
 */
async function backgroundTurns(page: Page, scheme: 'dark' | 'light'): Promise<string> {
  const matches = scheme === 'dark' ? isDark : isLight;
  const until = Date.now() + 5000;
  let colour = await pageBackground(page);
  while (!matches(colour) && Date.now() < until) {
    await page.waitForTimeout(50);
    colour = await pageBackground(page);
  }
  return colour;
}

const AXE = readFileSync(path.join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');

/** axe's colour-contrast rule on the page as it is now: the targets whose text does not stand out enough. */
async function contrastProblems(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, { runOnly: { type: 'rule', values: ['color-contrast'] } })) as {
      violations: Array<{ nodes: Array<{ target: unknown[] }> }>;
    };
    return result.violations.flatMap((violation) => violation.nodes.map((node) => node.target.map(String).join(' ')));
  });
}

/** Opens the app with its JavaScript held back: what the phone paints from the HTML and the style sheet alone. */
async function firstFrame(page: Page, url: string): Promise<{ html: string; body: string; appRan: boolean }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/static\/js\//, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => getComputedStyle(document.documentElement).getPropertyValue('--color-bg') !== '');
  const seen = await page.evaluate(() => ({
    html: getComputedStyle(document.documentElement).backgroundColor,
    body: document.body ? getComputedStyle(document.body).backgroundColor : '',
    appRan: (document.getElementById('root')?.childElementCount ?? 0) > 0,
  }));
  release();
  await page.unroute(/\/static\/js\//);
  return seen;
}

describe('dark mode', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
    await resetMock();
  });
  afterAll(() => browser?.close());

  it('a dark phone opening a shared link paints a dark first frame, before any of the app’s JavaScript', async () => {
    const page = await phonePage(browser);
    await page.emulateMedia({ colorScheme: 'dark' });
    try {
      const seen = await firstFrame(page, `${baseUrl()}/?from=singlemessage#/lesson/play/8`);
      expect(seen.appRan).toBe(false);
      expect(isDark(seen.html), `<html> ${seen.html}`).toBe(true);
      expect(seen.body === '' || luminance(seen.body) === null || isDark(seen.body), `<body> ${seen.body}`).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
    } finally {
      await page.context().close();
    }
  });

  it('设置 keeps 深色 / 浅色 on the phone and applies it before the first paint; 跟随系统 follows the phone live', async () => {
    const page = await phonePage(browser);
    await page.emulateMedia({ colorScheme: 'light' });
    try {
      await page.goto(`${baseUrl()}/?token=${DEMO_TOKENS.learner}#/mine/setting/index`);
      const picker = page.getByRole('group', { name: '深色模式' });
      await expect(picker.getByRole('radio', { name: '跟随系统' }).isChecked()).resolves.toBe(true);
      await picker.getByRole('radio', { name: '深色' }).check();
      expect(isDark(await backgroundTurns(page, 'dark'))).toBe(true);

      // Reopened on the light phone: dark from the first frame, the choice shown.
      const reopened = await firstFrame(page, `${baseUrl()}/#/mine/setting/index`);
      expect(reopened.appRan).toBe(false);
      expect(isDark(reopened.html), `<html> ${reopened.html}`).toBe(true);
      await expect(picker.getByRole('radio', { name: '深色' }).isChecked()).resolves.toBe(true);

      // 浅色 on a dark phone stays light, native controls included.
      await page.emulateMedia({ colorScheme: 'dark' });
      await picker.getByRole('radio', { name: '浅色' }).check();
      const light = await firstFrame(page, `${baseUrl()}/#/mine/setting/index`);
      expect(isLight(light.html), `<html> ${light.html}`).toBe(true);
      await picker.waitFor();
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('light');

      // 跟随系统: the phone switching while the page is open switches the page.
      await picker.getByRole('radio', { name: '跟随系统' }).check();
      expect(isDark(await backgroundTurns(page, 'dark'))).toBe(true);
      await page.emulateMedia({ colorScheme: 'light' });
      expect(isLight(await backgroundTurns(page, 'light'))).toBe(true);
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(isDark(await backgroundTurns(page, 'dark'))).toBe(true);
    } finally {
      await page.context().close();
    }
  });

  const screens: Array<{ name: string; token: string; path: string }> = [
    { name: 'home', token: DEMO_TOKENS.learner, path: '/index/' },
    { name: 'search', token: DEMO_TOKENS.learner, path: '/index/search' },
    { name: 'lesson', token: DEMO_TOKENS.learner, path: '/lesson/play/8' },
    { name: 'player', token: DEMO_TOKENS.learner, path: '/lesson/play/39' },
    { name: 'column', token: DEMO_TOKENS.learner, path: '/lesson/channel/1' },
    { name: 'study', token: DEMO_TOKENS.learner, path: '/study/index' },
    { name: 'mine', token: DEMO_TOKENS.learner, path: '/mine/index' },
    { name: 'setting', token: DEMO_TOKENS.learner, path: '/mine/setting/index' },
    { name: 'studio-list', token: DEMO_TOKENS.verifiedLecturer, path: '/mine/lesson/index' },
    { name: 'studio-form', token: DEMO_TOKENS.verifiedLecturer, path: '/mine/lesson/add' },
    { name: 'wallet', token: DEMO_TOKENS.verifiedLecturer, path: '/mine/wallet/index' },
    { name: 'live-room', token: DEMO_TOKENS.verifiedLecturer, path: '/liveroom/lecturer/1/8' },
  ];

  for (const scheme of ['dark', 'light'] as const satisfies Scheme[]) {
    it(`${screens.length} key screens on a ${scheme} phone: the page's background is ${scheme} (the live room always dark), screenshotted`, async () => {
      const wrong: string[] = [];
      for (const token of [DEMO_TOKENS.learner, DEMO_TOKENS.verifiedLecturer]) {
        const page = await phonePage(browser);
        await page.emulateMedia({ colorScheme: scheme });
        const requests = trackRequests(page);
        try {
          await page.goto(`${baseUrl()}/?token=${token}#/index/`);
          await page.locator('[data-page="index"]').waitFor();
          for (const screen of screens.filter((one) => one.token === token)) {
            await goToHash(page, screen.path);
            await requests.idle().catch(() => undefined);
            await animationsDone(page).catch(() => undefined);
            await page.screenshot({ path: path.join(screenshotDir, `${scheme}-${screen.name}.png`) });
            const background = await pageBackground(page);
            const expected = screen.name === 'live-room' ? 'dark' : scheme;
            if (!(expected === 'dark' ? isDark : isLight)(background)) wrong.push(`${screen.path}: ${background}`);
          }
        } finally {
          await page.context().close();
        }
      }
      expect(wrong).toEqual([]);
    }, 120_000);
  }

  // Campaigns are outside the route table the accessibility crawl walks: their landing pages, inside their windows.
  const campaigns = [
    { name: 'redpacket', path: '/activity/redpacket/index', at: '2026-12-07T10:00+08:00' },
    { name: 'pay-quiz', path: '/activity/pay/index', at: '2026-12-07T10:00+08:00' },
    { name: 'double-twelve', path: '/activity/doubleTwelve2017/index', at: '2026-12-07T10:00+08:00' },
    { name: 'check-in', path: '/activity/check-in/index', at: '2026-12-07T10:00+08:00' },
  ];

  it('the campaigns on a dark phone: a dark page, no text below AA contrast, screenshotted', async () => {
    const wrong: string[] = [];
    for (const campaign of campaigns) {
      const page = await phonePage(browser);
      await page.emulateMedia({ colorScheme: 'dark' });
      const requests = trackRequests(page);
      try {
        const query = new URLSearchParams({ token: DEMO_TOKENS.learner, activityNow: campaign.at });
        await page.goto(`${baseUrl()}/?${query}#${campaign.path}`);
        await page.locator('[data-page]').first().waitFor();
        await requests.idle().catch(() => undefined);
        // A campaign's entrance (the red packet's reveal) is over before its colours are read.
        await animationsDone(page).catch(() => undefined);
        await page.screenshot({ path: path.join(screenshotDir, `dark-campaign-${campaign.name}.png`) });
        const background = await pageBackground(page);
        if ((luminance(background) ?? 1) >= 0.1) wrong.push(`${campaign.path}: background ${background}`);
        for (const target of await contrastProblems(page)) wrong.push(`${campaign.path}: color-contrast @ ${target}`);
      } finally {
        await page.context().close();
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});

import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { Browser, Page } from 'playwright-core';
import { crawlPaths } from './routes.test-utils';
import {
  animationsDone,
  baseUrl,
  DEMO_TOKENS,
  goToHash,
  launchChromium,
  phonePage,
  resetMock,
  trackRequests,
} from './support.test-utils';

/**
 * The floating helper covers nothing (spec §2's scroll-to-top, chat and home): on every route of the crawl, as the
 * learner and the verified lecturer, at the top of the page and at its end, no interactive or textual element lies
 * under the helper's button (its centre and corners, `document.elementsFromPoint`). At the end it must be there.
 */
const routes = crawlPaths;

/** What lies under the shown helper's button, or why it is missing; [] when all is well. */
function coveredByHelper(page: Page, mustShow: boolean): Promise<string[]> {
  return page.evaluate((mustShow) => {
    const helper = document.querySelector<HTMLElement>('.wk-floating-helper');
    const button = helper?.querySelector<HTMLElement>('.wk-floating-helper__button');
    if (!helper || !button) return [];
    // On screen: visible and inside the viewport (a hidden helper may sit below the screen's edge).
    const box = button.getBoundingClientRect();
    const onScreen =
      button.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      Number(getComputedStyle(helper).opacity) > 0 &&
      box.top < window.innerHeight &&
      box.bottom > 0;
    if (!onScreen) return mustShow ? ['not shown at the end'] : [];
    const inset = 3;
    const points: [number, number][] = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
    ];
    const interactive =
      'a[href], button, input, select, textarea, summary, label, video, audio, [role="button"], [tabindex]';
    const textual = (element: Element) =>
      element instanceof HTMLImageElement ||
      [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
    const found = new Set<string>();
    for (const [x, y] of points) {
      for (const element of document.elementsFromPoint(x, y)) {
        if (helper.contains(element)) continue;
        if (!element.matches(interactive) && !textual(element)) continue;
        const text = (element.textContent ?? '').trim().slice(0, 20);
        found.add(`<${element.tagName.toLowerCase()} class="${element.className}">${text}`);
      }
    }
    return [...found];
  }, mustShow);
}

/** Scrolls to the top or to the end (again while the end loads more), and lets the helper follow. */
async function settle(page: Page, to: 'top' | 'end', idle: () => Promise<void>): Promise<void> {
  // An endless list loads a page each time its end comes into view: enough rounds for the longest list of the mock.
  for (let round = 0; round < 10; round++) {
    const grew = await page.evaluate(async (where) => {
      const before = document.documentElement.scrollHeight;
      window.scrollTo(0, where === 'top' ? 0 : before);
      // The helper follows the scroll in the next frame; its move is instant with reduced motion.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return document.documentElement.scrollHeight !== before;
    }, to);
    await idle();
    const grown = await page.evaluate(
      (where) => where === 'end' && window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 2,
      to,
    );
    if (!grew && !grown) break;
  }
  // The helper's slide in or out is over: where it ends is what covers or not.
  await animationsDone(page).catch(() => undefined);
}

describe('floating helper: covers nothing on any route', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
    await resetMock();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [label, token] of [
    ['学员', DEMO_TOKENS.learner],
    ['讲师（已实名）', DEMO_TOKENS.verifiedLecturer],
  ] as const) {
    it(`as ${label}, at the top and at the end of all ${routes.length} routes`, async () => {
      const page = await phonePage(browser);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const requests = trackRequests(page);
      const problems: string[] = [];
      try {
        await page.goto(`${baseUrl()}/?token=${token}#/index/`);
        await page.locator('[data-page="index"]').waitFor();
        for (const target of routes) {
          const landed = await goToHash(page, target);
          if (landed === '') {
            await page.goto(`${baseUrl()}/?v=1#/index/`);
            continue;
          }
          await requests.idle();
          const idle = () => requests.idle();
          await page.waitForTimeout(150);
          // Routes that hide the shell's footer (the live room) have no helper.
          if ((await page.locator('.wk-floating-helper-spacer').count()) === 0) continue;
          for (const where of ['top', 'end'] as const) {
            await settle(page, where, idle);
            for (const what of await coveredByHelper(page, where === 'end'))
              problems.push(`${landed} (${where}): ${what}`);
          }
          // Dismiss anything a page opened by itself before the next route.
          await page.keyboard.press('Escape');
        }
      } finally {
        await page.context().close();
      }
      expect(problems).toEqual([]);
    }, 240_000);
  }
});

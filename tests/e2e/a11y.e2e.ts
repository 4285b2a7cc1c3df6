import { readFileSync } from 'node:fs';
import path from 'node:path';
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
  root,
  trackRequests,
} from './support.test-utils';

/**
 * axe-core (WCAG 2.0/2.1 A and AA rules) on every route of the crawl (crawl.e2e.ts: the route table with the same
 * sample parameters), at 375 px, as each demo identity that has a token, and again with the text at 200 %, and again
 * on a phone in dark mode (where the page's background must be dark too). Every violation is listed as route, rule
 * and target; the test expects none.
 */
const AXE = readFileSync(path.join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const routes = crawlPaths;

const identities = [
  { label: '学员', token: DEMO_TOKENS.learner },
  { label: '讲师（未实名）', token: DEMO_TOKENS.lecturer },
  { label: '讲师（已实名）', token: DEMO_TOKENS.verifiedLecturer },
];

type Violation = { rule: string; targets: string[] };

/** The crawls: light at both text sizes, dark at 100 % (text size does not change a contrast). */
const runs = identities.flatMap((identity) => [
  { identity, scale: '100%', scheme: 'light' as const },
  { identity, scale: '200%', scheme: 'light' as const },
  { identity, scale: '100%', scheme: 'dark' as const },
]);

/**
 * Whether what a person sees behind the page (the first opaque background from the page's box up to <html>) is
 * dark: a relative luminance under 0.1 (the campaign's deep red page counts, a white or grey one does not).
 */
function darkBackground(page: Page): Promise<{ colour: string; dark: boolean }> {
  return page.evaluate(() => {
    let element: Element | null = document.querySelector('[data-page]') ?? document.body;
    let colour = 'rgb(255, 255, 255)';
    while (element) {
      const seen = getComputedStyle(element).backgroundColor;
      if (!/rgba\(.*, 0\)$|transparent/.test(seen)) {
        colour = seen;
        break;
      }
      element = element.parentElement;
    }
    const [r = 255, g = 255, b = 255] = (colour.match(/[\d.]+/g) ?? []).map(Number);
    const linear = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return { colour, dark: 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b) < 0.1 };
  });
}

/** axe on the page as it is now (injected once per document). */
async function audit(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    })) as {
      violations: Array<{ id: string; nodes: Array<{ target: unknown[] }> }>;
    };
    return result.violations.map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
    }));
  }, TAGS);
}

describe("the live room's 倍速 select on its dark page", () => {
  it("is drawn in the dark colour scheme, its options in the page's colours (WebKit ignores the box's own)", async () => {
    const browser = await launchChromium();
    try {
      const page = await phonePage(browser);
      await page.goto(`${baseUrl()}/?token=${DEMO_TOKENS.verifiedLecturer}#/liveroom/lecturer/1/3`);
      const select = page.getByRole('combobox', { name: '倍速' });
      await select.waitFor();
      const seen = await select.evaluate((element) => {
        const option = element.querySelector('option');
        return {
          scheme: getComputedStyle(element).colorScheme,
          optionBackground: option ? getComputedStyle(option).backgroundColor : '',
          optionColor: option ? getComputedStyle(option).color : '',
          page: getComputedStyle(document.body).backgroundColor,
          text: getComputedStyle(document.body).color,
        };
      });
      expect(seen.scheme).toBe('dark');
      expect(seen.optionBackground).toBe(seen.page);
      expect(seen.optionColor).toBe(seen.text);
    } finally {
      await browser.close();
    }
  });
});

describe.concurrent('accessibility: axe WCAG 2.1 AA on every route of the crawl, 375 px', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
    await resetMock();
  });
  afterAll(() => browser?.close());

  for (const { identity, scale, scheme } of runs) {
    it(`${routes.length} routes as ${identity.label}, text at ${scale}, ${scheme === 'dark' ? '深色' : '浅色'}: no violation`, async () => {
      const page = await phonePage(browser);
      await page.emulateMedia({ colorScheme: scheme });
      const requests = trackRequests(page);
      if (scale !== '100%')
        await page.addInitScript((size) => {
          document.addEventListener('DOMContentLoaded', () => {
            const style = document.createElement('style');
            style.textContent = `html{font-size:${size} !important}`;
            document.head.appendChild(style);
          });
        }, scale);
      const found: string[] = [];
      try {
        await page.goto(`${baseUrl()}/?token=${identity.token}#/index/`);
        await page.locator('[data-page="index"]').waitFor();
        for (const target of routes) {
          const landed = await goToHash(page, target).catch(() => null);
          if (landed === null || landed === '') {
            found.push(`${target}: did not settle`);
            await page.goto(`${baseUrl()}/?v=1#/index/`);
            continue;
          }
          await requests.idle().catch(() => undefined);
          // What a person sees once the page has settled: not a frame of the loading toast's fade or a sheet's rise.
          await animationsDone(page).catch(() => undefined);
          for (const { rule, targets } of await audit(page))
            found.push(`${target}${landed === target ? '' : ` (→ ${landed})`}: ${rule} @ ${targets.join(' | ')}`);
          if (scheme === 'dark') {
            const { colour, dark } = await darkBackground(page);
            if (!dark) found.push(`${target}${landed === target ? '' : ` (→ ${landed})`}: light background ${colour}`);
          }
        }
      } finally {
        await page.context().close();
      }
      // The violations lead the message: a run's summary keeps only a failure's first lines.
      expect(found, found.join(' ; ')).toEqual([]);
    }, 300_000);
  }
});

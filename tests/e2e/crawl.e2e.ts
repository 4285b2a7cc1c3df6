import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { Browser, Page } from 'playwright-core';
import { crawlRoutes } from './routes.test-utils';
import {
  baseUrl,
  collectErrors,
  DEMO_TOKENS,
  goToHash,
  launchChromium,
  phonePage,
  pickIdentity,
  resetMock,
  screenshot,
  trackRequests,
} from './support.test-utils';

/**
 * Opens every route of the route table as each demo identity, in one page per identity, moving by `location.hash`
 * (no reloads), and checks each screen: no uncaught error, no console error, not blank (visible text, and a page
 * with a heading or a main landmark, or the mock's identity page). Redirects are fine and recorded; gated routes
 * must land where spec §5 says. The landings are written to tests/.out/crawl-<identity>.json.
 */

const routes = crawlRoutes;

type Identity = {
  label: string;
  slug: string;
  /** null: log in as a new visitor through the identity page, then keep its token. */
  token: string | null;
  isLecturer: boolean;
  isVerified: boolean;
};

const identities: Identity[] = [
  { label: '新访客', slug: 'visitor', token: null, isLecturer: false, isVerified: false },
  { label: '学员', slug: 'learner', token: DEMO_TOKENS.learner, isLecturer: false, isVerified: false },
  { label: '讲师（未实名）', slug: 'lecturer', token: DEMO_TOKENS.lecturer, isLecturer: true, isVerified: false },
  {
    label: '讲师（已实名）',
    slug: 'verified-lecturer',
    token: DEMO_TOKENS.verifiedLecturer,
    isLecturer: true,
    isVerified: true,
  },
];

type Visit = { route: string; path: string; landed: string; title: string; screen: string; ms: number };

/** What the page shows now: which screen, and whether it is blank. */
function describeScreen(page: Page) {
  return page.evaluate(() => {
    const visible = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      element.getBoundingClientRect().height > 0;
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point (not hidden or noscript text)
    const text = document.body.innerText.trim();
    const identityPage = window.location.pathname.startsWith('/api/');
    return {
      title: document.title,
      screen: identityPage
        ? 'identity-page'
        : (document.querySelector('[data-page]')?.getAttribute('data-page') ?? 'none'),
      hasText: text.length > 0,
      hasHeadingOrMain: [...document.querySelectorAll('h1, main')].some(visible),
      /** The text of the shell's own error screens, to say what went wrong. */
      shellMessage:
        document.querySelector<HTMLElement>('[data-page="navigation-error"], [data-page="login-failed"]')
          ?.textContent ?? '',
    };
  });
}

/**
 * On the full mock the learner and the verified lecturer, who between them open every page. On the spec-minimal mock
 * the two lecturers: the verified one opens every page with the spec's fields alone, the unverified one is gated on
 * realNameAuth alone. (The new visitor's login and the learner's gating on the spec-minimal mock are the shell's
 * files: login.e2e.ts, navigation.e2e.ts.)
 */
const crawled = identities.filter((identity) =>
  process.env.E2E_BACKEND_LABEL === 'full mock'
    ? identity.slug === 'learner' || identity.slug === 'verified-lecturer'
    : identity.slug === 'lecturer' || identity.slug === 'verified-lecturer',
);

// The identities crawl side by side (each in a page of its own): the file is no longer the run's longest pole.
describe.concurrent('crawl: every route as the demo identities', () => {
  let browser: Browser;
  const started = Date.now();
  const outDir = path.resolve(import.meta.dirname, '../.out');

  beforeAll(async () => {
    browser = await launchChromium();
    await resetMock();
  });
  afterAll(async () => {
    await browser?.close();
    console.log(`crawl: ${routes.length} routes × ${crawled.length} identities in ${Date.now() - started} ms`);
  });

  for (const identity of crawled) {
    it(`opens all ${routes.length} routes as ${identity.label} without errors or blank screens`, async () => {
      const identityStarted = Date.now();
      const page = await phonePage(browser);
      const errors = collectErrors(page);
      const requests = trackRequests(page);
      try {
        if (identity.token === null) {
          await page.goto(`${baseUrl()}/?v=1#/index/`);
          await pickIdentity(page, '新访客');
        } else {
          await page.goto(`${baseUrl()}/?token=${identity.token}#/index/`);
        }
        await page.locator('[data-page="index"]').waitFor();
        const token = await page.evaluate(() => localStorage.getItem('wkt:token'));
        expect(token).toMatch(/^mock\.\d+\./);

        const visits: Visit[] = [];
        const problems: string[] = [];
        for (const { route, path: target } of routes) {
          const errorsBefore = errors.length;
          const visitStarted = Date.now();
          let landed: string;
          try {
            landed = await goToHash(page, target);
            await requests.idle();
          } catch (error) {
            problems.push(`${target}: did not settle (${(error as Error).message.split('\n')[0]})`);
            await page.goto(`${baseUrl()}/?v=1#/index/`);
            await page.locator('[data-page="index"]').waitFor();
            continue;
          }
          const screen = await describeScreen(page);
          visits.push({
            route: route.name,
            path: target,
            landed: landed || 'identity-page',
            title: screen.title,
            screen: screen.screen,
            ms: Date.now() - visitStarted,
          });
          if (!screen.hasText || !screen.hasHeadingOrMain) problems.push(`${target}: blank screen (${screen.screen})`);
          if (['navigation-error', 'login-failed', 'none'].includes(screen.screen))
            problems.push(
              `${target}: landed on ${screen.screen} at ${landed} (${screen.shellMessage.replace(/\s+/g, ' ').trim()})`,
            );
          for (const error of errors.slice(errorsBefore)) problems.push(`${target}: ${error}`);

          // Spec §5: the gated pages send whoever lacks the status to /mine/index.
          const { lecturerOnly, realNameOnly } = route.meta;
          const gatedOut =
            (lecturerOnly && !identity.isLecturer) || (realNameOnly && !(identity.isLecturer && identity.isVerified));
          if (gatedOut && landed !== '/mine/index') problems.push(`${target}: gated, but landed on ${landed}`);
          if ((lecturerOnly || realNameOnly) && !gatedOut && landed !== target)
            problems.push(`${target}: allowed, but landed on ${landed}`);

          if (landed === '') {
            // Left for a login: come back to the app for the next route.
            await page.goto(`${baseUrl()}/?v=1#/index/`);
            await page.locator('[data-page="index"]').waitFor();
          }
          if (target === '/mine/index') await screenshot(page, `crawl-${identity.slug}-mine-index`);
        }

        mkdirSync(outDir, { recursive: true });
        writeFileSync(
          path.join(outDir, `crawl-${identity.slug}.json`),
          JSON.stringify({ identity: identity.label, token, ms: Date.now() - identityStarted, visits }, null, 2),
        );
        const redirected = visits.filter((visit) => visit.landed !== visit.path);
        console.log(
          `crawl ${identity.label}: ${visits.length} routes in ${Date.now() - identityStarted} ms; redirected: ` +
            (redirected.map((visit) => `${visit.path} → ${visit.landed}`).join(', ') || 'none'),
        );
        expect(problems).toEqual([]);
        expect(visits).toHaveLength(routes.length);
      } finally {
        await page.context().close();
      }
    }, 180_000);
  }
});

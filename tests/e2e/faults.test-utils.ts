import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { BrowserContext, Page, Route } from 'playwright-core';
import {
  baseUrl,
  collectErrors,
  DEMO_TOKENS,
  launchChromium,
  openPhoneContext,
  resetMock,
  screenshot,
} from './support.test-utils';

export { DEMO_TOKENS };

/**
 * The fault suite: every real page, with each fault injected on its own call and, for a few pages, on
 * every call (and a session that keeps expiring), must never go blank or spin forever: it shows a clear message with 重试 (重新登录 for a session that
 * keeps expiring), and 重试 brings the page back once the fault is gone. The pages are listed in
 * faults-discovery.e2e.ts and faults-account.e2e.ts (one file per end-to-end worker); this is the suite both run.
 *
 * Cases run several at a time (describe.concurrent, rstest's maxConcurrency), each in a page of its own: most of a
 * case is waiting, and the hung ones wait for the request timeout.
 */

export type PageCase = {
  name: string;
  hash: string;
  /** The call the page cannot show without (null: the page has none of its own, only the shell's). */
  own: string | null;
  /** Makes the page ask its own call, when opening it does not (search asks once something is typed). */
  act?: (page: Page) => Promise<void>;
  /** Also injected on every call, not only on the page's own. */
  every?: boolean;
  /**
   * Also run the endless-1000 case (on every call). The login loop guard is the shell's, the same for every page:
   * checked on a list, a detail page and a page with no call of its own, not once per page.
   */
  sessionLoop?: boolean;
  /** Who opens it (default the learner): studio pages need the verified lecturer. */
  token?: string;
};

/** The studio's lesson and column screens, opened by the verified lecturer. */
export function studioPages(token: string): PageCase[] {
  const lesson = '/api/ls/studio/lessonDetail';
  const column = '/api/ls/studio/channelDetail';
  return [
    { name: '课程管理', hash: '/mine/lesson/index', own: '/api/ls/studio/lessonList', token },
    { name: '新建课程', hash: '/mine/lesson/add', own: '/api/lesson/lessonGroup', token },
    { name: '编辑课程', hash: '/mine/lesson/1/edit', own: lesson, token },
    { name: '课程介绍', hash: '/mine/lesson/content/1', own: lesson, token },
    { name: '课件', hash: '/mine/lesson/ware/1', own: lesson, token },
    { name: '专栏管理', hash: '/mine/channel/index', own: '/api/ls/studio/channelList', token },
    { name: '新建专栏', hash: '/mine/channel/add', own: '/api/lesson/lessonGroup', token },
    { name: '编辑专栏', hash: '/mine/channel/edit/1', own: column, token },
    { name: '专栏介绍', hash: '/mine/channel/content/1', own: column, token },
    { name: '添加专栏课程', hash: '/mine/channel/1/lesson/add', own: '/api/ls/studio/channelList', token },
    { name: '编辑专栏课程', hash: '/mine/channel/1/lesson/1/edit', own: lesson, token },
  ];
}

type Fault = {
  name: string;
  /** What the page must say about it (each fault in the chain says something else than the one before). */
  says: RegExp;
  answer: (route: Route) => Promise<void> | undefined;
};

const json = (route: Route, body: unknown, status = 200) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/**
 * The faults answered with 重试, in the order a page meets them: the first on opening, each next one on 重试. Two
 * faults in a row never say the same, so each message seen is the answer to that fault. Hung comes last: only the
 * request timeout (15 s) ends it.
 */
const FAULTS: Fault[] = [
  {
    name: 'HTTP 500',
    says: /系统繁忙/,
    answer: (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }),
  },
  {
    name: 'bad JSON',
    says: /数据有误/,
    answer: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"code":1,"data":' }),
  },
  { name: 'code 0 with msg', says: /服务器繁忙/, answer: (route) => json(route, { code: 0, msg: '服务器繁忙' }) },
  { name: 'null data', says: /数据有误/, answer: (route) => json(route, { code: 1, msg: '', data: null }) },
  { name: 'offline', says: /网络连接失败/, answer: (route) => route.abort('internetdisconnected') },
  {
    name: 'wrong shape',
    says: /数据有误/,
    answer: (route) => json(route, { code: 1, msg: '', data: { list: '不是列表', lessonId: 'x', price: '九块九' } }),
  },
  { name: 'hung', says: /请求超时/, answer: () => undefined },
];

/** The faults every page meets (each says something else than the one before). */
const EVERY_PAGE_FAULTS = ['HTTP 500', 'wrong shape', 'offline'];

const LOGIN_PATHS = /\/api\/(user\/login(Silent)?Auth|authorizedGzh\/authGzhUrl)/;
const RETRY = /^(重试|重新加载|再试一次)$/;
/** Long enough for the request timeout (15 s) and the page to say so. */
const HUNG_WAIT_MS = 25_000;

type Injection = {
  page: Page;
  errors: string[];
  /** Redirects to a login endpoint so far. */
  logins: () => number;
  /** Answers the faulty calls with another fault from now on. */
  switchTo: (answer: Fault['answer']) => void;
  heal: () => void;
};

/**
 * Opens `hash` as the demo learner with `answer` standing in for the server on the calls `faulty` picks. Login
 * endpoints log in at once as the learner (a session that keeps expiring loops at full speed this way).
 */
async function inject(
  context: BrowserContext,
  target: PageCase,
  faulty: (path: string) => boolean,
  answer: Fault['answer'],
): Promise<Injection> {
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.addInitScript(() => localStorage.setItem('wkt:bridge', 'simulated'));
  let active = true;
  let current = answer;
  let logins = 0;
  await page.route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    if (LOGIN_PATHS.test(url.pathname)) {
      logins += 1;
      const back = new URL(url.searchParams.get('redirectUri') ?? baseUrl());
      back.searchParams.set('token', target.token ?? DEMO_TOKENS.learner);
      return route.fulfill({ status: 302, headers: { location: back.toString() } });
    }
    if (active && faulty(url.pathname)) return current(route);
    return route.continue();
  });
  // Not waiting for `load`: the checks below wait for what the page shows, with their own time limits.
  await page.goto(`${baseUrl()}/?token=${target.token ?? DEMO_TOKENS.learner}#${target.hash}`, {
    waitUntil: 'commit',
  });
  return {
    page,
    errors,
    logins: () => logins,
    switchTo: (next) => {
      current = next;
    },
    heal: () => {
      active = false;
    },
  };
}

/** Waits until the page says `says` (visible text: the screen is not blank) and offers `button`. */
async function expectMessage(page: Page, button: RegExp, says: RegExp, timeout: number) {
  // On the page itself (or the shell's error screen), not only in a toast (a non-200 answer also raises one).
  await page.locator('[data-page]').getByText(says).first().waitFor({ timeout });
  await page.getByRole('button', { name: button }).first().waitFor({ timeout });
}

/** The page is back: its own screen, with no retry button and no error left on it. */
async function expectRecovered(page: Page) {
  await page
    .locator('[data-page]:not([data-page="navigation-error"]):not([data-page="login-failed"])')
    .first()
    .waitFor();
  // Polled by hand: expect.poll needs the test's own context, which concurrent tests do not share.
  const started = Date.now();
  while ((await page.getByRole('button', { name: RETRY }).count()) > 0) {
    if (Date.now() - started > 10_000) throw new Error('a 重试 button is still on screen 10 s after recovering');
    await page.waitForTimeout(100);
  }
}

/** Runs `check` on the page opened with the fault (after the page's own action), and always closes the page. */
async function withFault(
  context: BrowserContext,
  target: PageCase,
  faulty: (path: string) => boolean,
  answer: Fault['answer'],
  check: (injection: Injection) => Promise<void>,
) {
  const injection = await inject(context, target, faulty, answer);
  try {
    await target.act?.(injection.page);
    await check(injection);
  } finally {
    await injection.page.close();
  }
}

const slug = (text: string) => text.replace(/[^\w\u4e00-\u9fa5]+/g, '-');

export function faultSuite(title: string, pages: PageCase[]): void {
  describe.concurrent(title, () => {
    let browser: Awaited<ReturnType<typeof launchChromium>>;
    // One context for the fault chains: their pages share the HTTP cache (the app's code is fetched and compiled once,
    // not once per case), while each page has its own routes, session storage and errors. All are the same learner, so
    // the shared local storage (token) is the same for all. The endless-1000 cases get a context each: the app drops
    // the token from local storage on a 1000, which would send every other page of a shared context to the login.
    // Pages of another identity (a case's `token`) get a shared context per token: a page that lands with
    // `?token=` stores it in the context's local storage, which every other page of that context then uses.
    const contexts = new Map<string, Promise<BrowserContext>>();
    const contextFor = (target: PageCase): Promise<BrowserContext> => {
      const token = target.token ?? DEMO_TOKENS.learner;
      let shared = contexts.get(token);
      if (!shared) {
        shared = openPhoneContext(browser);
        contexts.set(token, shared);
      }
      return shared;
    };
    beforeAll(async () => {
      browser = await launchChromium();
      await resetMock();
    });
    afterAll(() => browser.close());

    /** Runs `run` in a context of its own, always closed after. */
    async function withOwnContext(run: (own: BrowserContext) => Promise<void>): Promise<void> {
      const own = await openPhoneContext(browser);
      try {
        await run(own);
      } finally {
        await own.close();
      }
    }

    const cases = pages.flatMap((target) => [
      ...(target.own ? [{ target, scope: 'own' as const }] : []),
      ...(target.every ? [{ target, scope: 'every' as const }] : []),
    ]);

    for (const { target, scope } of cases) {
      const own = target.own;
      const faulty = scope === 'own' && own ? (path: string) => path === own : () => true;
      const where = scope === 'own' ? 'its own call' : 'every call';
      // What each fault says is the request layer's (the same for every page, unit-tested in src/shared/api): every
      // fault, the hung call's 15 s timeout included, runs on the pages marked `sessionLoop` (as the endless 1000 does).
      // Every other page proves its own wiring with three faults that say three different things — the error shown,
      // 重试 sending the call again (not a stale answer), and recovery.
      const faults = target.sessionLoop ? FAULTS : FAULTS.filter((fault) => EVERY_PAGE_FAULTS.includes(fault.name));
      const [first, ...next] = faults as [Fault, ...Fault[]];

      it(
        `${target.name} (#${target.hash}), on ${where}: ${faults.map((fault) => fault.name).join(', ')} each say so; 重试 recovers`,
        async () =>
          withFault(
            await contextFor(target),
            target,
            faulty,
            first.answer,
            async ({ page, errors, switchTo, heal }) => {
              // The first answer comes with the app's cold start, several pages at once beside another test file: more
              // time than a 重试 gets.
              await expectMessage(page, RETRY, first.says, 30_000);
              await screenshot(page, `fault-${slug(target.name)}-${scope}-500`);
              for (const fault of next) {
                switchTo(fault.answer);
                await page.getByRole('button', { name: RETRY }).first().click();
                await target.act?.(page);
                await expectMessage(page, RETRY, fault.says, fault.name === 'hung' ? HUNG_WAIT_MS : 10_000);
              }
              heal();
              await page.getByRole('button', { name: RETRY }).first().click();
              await target.act?.(page);
              await expectRecovered(page);
              expect(errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
            },
          ),
        90_000,
      );

      if (scope !== 'every' || !target.sessionLoop) continue;
      const expired: Fault['answer'] = (route) => json(route, { code: 1000 });
      it(
        `${target.name} (#${target.hash}), endless 1000 on ${where}: at most 3 logins, then 登录没有成功`,
        () =>
          withOwnContext((own) =>
            withFault(own, target, faulty, expired, async ({ page, logins, heal }) => {
              await expectMessage(page, /重新登录/, /登录没有成功/, 75_000);
              expect(logins()).toBeLessThanOrEqual(3);
              // Nothing goes round again by itself.
              await page.waitForTimeout(1_500);
              expect(logins()).toBeLessThanOrEqual(3);
              await screenshot(page, `fault-${slug(target.name)}-${scope}-1000`);
              heal();
              await page.getByRole('button', { name: '重新登录' }).click();
              await target.act?.(page);
              await expectRecovered(page);
            }),
          ),
        120_000,
      );
    }
  });
}

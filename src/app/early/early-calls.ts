import { COMBO_DETAIL_PATH } from '@/entities/combo/api/combo-detail-call';
import { LIVE_ROOM_DETAIL_PATH } from '@/entities/lesson/api/live-room-call';
import { bannerPictureUrl } from '@/pages/home/lib/banner-picture';
import { callFields, DEFAULT_CHANNEL, type EarlyAnswer, questionOf } from '@/shared/api/question';
import { storageKeys } from '@/shared/api/storage-keys';
import { apiBase } from '@/shared/config';
import { readStorage } from '@/shared/lib/storage';
import { readLandingParams } from '../model/landing-params';
import { startsAsIs } from '../startup/startup';
import { type BannerPicture, drawFirstScreen, type FirstScreen } from './first-screen';

/**
 * The landing's first calls, asked by a script inline in index.html's head: while the app's JavaScript is
 * still downloading, not after it has arrived and run (on a phone's 4G that is the JavaScript's download and ~1 s of
 * evaluation sooner). The app's own identical calls take these answers instead of asking again
 * (`shared/api/request.ts`), and parse them with their own schemas as always: nothing here reads an answer, except
 * the first banner's picture and title, which home's first screen shows (./first-screen.ts).
 *
 * Asked only where the app would ask the same thing at once: a returning visitor (a token) on a link the app starts
 * on (no reload first): the page's own first call (on home, the banners, whose first picture is the home's LCP; on a
 * lesson, a column or a package, its detail), then the viewer's two calls, and the page's own code. The page's call
 * goes first: its answer is what the screen shows, and a server that takes six requests at a time (HTTP/1.1) makes
 * the last of the head's requests wait. Everything else waits for the app.
 *
 * The paths and fields are the app's own calls' (getUserInfoFx, getLecturerProfileFx, getBannersFx,
 * getLiveRoomDetailFx, getComboDetailFx); a call that differed would only be asked twice: early-calls.test.ts checks
 * that the app's calls take these answers, and tests/e2e/lesson-detail.e2e.ts counts the calls of real landings.
 */

export type EarlyCallSpec = { path: string; params?: Record<string, number> };

export const VIEWER_CALLS: EarlyCallSpec[] = [{ path: '/api/user/getUserInfo' }, { path: '/api/userCenter/userInfo' }];
export const BANNERS_PATH = '/api/config/banner.html';

/**
 * The landings whose page's first call is asked here: the route's path (its id, a positive integer: any other is a
 * page that says it is not found, without asking), the page chunk to preload (`page-<name>` in the route's
 * `webpackChunkName`) and the call, with the fields the page's own call sends.
 */
const LANDINGS: { path: RegExp; page: string; call: (id: number) => EarlyCallSpec }[] = [
  { path: /^\/(?:index\/?)?$/, page: 'index', call: () => ({ path: BANNERS_PATH }) },
  {
    path: /^\/lesson\/play\/([1-9]\d*)\/?$/,
    page: 'lesson-play',
    call: (lessonId) => ({ path: LIVE_ROOM_DETAIL_PATH, params: { lessonId } }),
  },
  {
    path: /^\/lesson\/(?:channel|package)\/([1-9]\d*)\/?$/,
    page: 'lesson-combo',
    call: (cateId) => ({ path: COMBO_DETAIL_PATH, params: { cateId } }),
  },
];

type LandingLocation = Pick<Location, 'search' | 'hash'>;

/** The calls a landing on `location` asks early (none when the app would not ask them at once), with its session. */
export function landingCalls(location: LandingLocation) {
  const token = readStorage('local', storageKeys.token);
  if (!token || !startsAsIs(location)) return null;
  const link = readLandingParams(location.search);
  const session = {
    token,
    channel: link.channel || readStorage('session', storageKeys.channel) || DEFAULT_CHANNEL,
    shareSource: link.shareSource ?? readStorage('session', storageKeys.shareSource) ?? '',
  };
  // The route: the hash up to its own query, as the app's router reads it.
  const path = location.hash.slice(1).split('?')[0] ?? '';
  for (const landing of LANDINGS) {
    const match = landing.path.exec(path);
    if (match) return { session, page: landing.page, calls: [landing.call(Number(match[1])), ...VIEWER_CALLS] };
  }
  return { session, page: null, calls: VIEWER_CALLS };
}

/**
 * The first banner's picture as home's placeholder shows it (firstBannerUrl), with its title, from the banners' raw
 * answer: only from a successful answer whose first banner has both.
 */
export function firstBannerPicture(body: string): BannerPicture | null {
  try {
    const answer = JSON.parse(body);
    const first = answer?.code === 1 ? answer.data?.[0] : null;
    const { image, title } = first ?? {};
    // Only a picture address: a page path or a script URL is never fetched from here.
    if (typeof image !== 'string' || typeof title !== 'string' || !/^(https?:\/\/|\/)/.test(image)) return null;
    return { url: bannerPictureUrl(image), title };
  } catch {
    return null;
  }
}

/** The page chunks' files by route name, as the build wrote them (rsbuild.config.ts): `page-<route>` chunks. */
export type PageChunks = Record<string, string[]>;

/**
 * Asks the landing's calls and leaves their answers in `window.__wktEarly` (question → answer, the form
 * request.ts reads: status and text; null when the call failed, so the app asks again). Each is dropped after
 * `timeoutMs`, its request aborted. The landing page's code (`chunks`) is preloaded too: the app would ask for it only
 * once its own code has run. On home, its first screen is drawn at once and the first banner's picture put in it as
 * soon as the banners answer (./first-screen.ts). Never throws: the app works the same without it.
 */
export function startEarlyCalls(win: Window & typeof globalThis, timeoutMs: number, chunks: PageChunks): void {
  const landing = landingCalls(win.location);
  if (!landing) return;
  for (const file of (landing.page && chunks[landing.page]) || []) preload(win, file, 'script');
  const screen = landing.page === 'index' ? drawFirstScreen(win.document) : null;
  const answers = new Map<string, Promise<EarlyAnswer | null>>();
  win.__wktEarly = answers;
  for (const call of landing.calls) {
    const fields = callFields(call.params, landing.session);
    const question = questionOf(call.path, fields);
    const controller = new AbortController();
    const answer = win
      .fetch(`${apiBase}${question}`, { signal: controller.signal })
      .then(async (response) => ({ status: response.status, data: await response.text() }))
      .catch(() => null);
    answers.set(question, answer);
    win.setTimeout(() => {
      controller.abort();
      answers.delete(question);
    }, timeoutMs);
    if (screen && call.path === BANNERS_PATH) void answer.then((found) => found && showFirstBanner(screen, found));
  }
}

function showFirstBanner(screen: FirstScreen, answer: EarlyAnswer): void {
  const picture = answer.status === 200 && typeof answer.data === 'string' ? firstBannerPicture(answer.data) : null;
  if (picture) screen.showBanner(picture);
}

function preload(win: Window, href: string, as: 'script'): void {
  const link = win.document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  win.document.head.append(link);
}

import { afterEach, describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { getComboDetailFx } from '@/entities/combo/api/combo-detail';
import { getBannersFx } from '@/entities/home-content/api/banner';
import { getLecturerProfileFx } from '@/entities/lecturer/api/profile';
import { getLiveRoomDetailFx } from '@/entities/lesson/api/live-room';
import { getUserInfoFx } from '@/entities/user/api/user';
import { $channel, $shareSource, $token, storageKeys } from '@/shared/api';
import { mockServer } from '../../../tests/msw-server';
import { firstBannerPicture, landingCalls, startEarlyCalls } from './early-calls';
import { FIRST_SCREEN_TEMPLATE_ID } from './first-screen';

const at = (url: string) => {
  window.history.replaceState(null, '', url);
  return window.location;
};

/** Every request that reaches the (mock) network while `run` runs. */
async function requestsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    seen.push(request.url);
  };
  mockServer.events.on('request:start', listener);
  try {
    await run();
  } finally {
    mockServer.events.removeListener('request:start', listener);
  }
  return seen;
}

/** Starts the early calls on the current location and waits until every answer is in. */
async function startAndSettle(chunks = {}) {
  startEarlyCalls(window, 5_000, chunks);
  await Promise.all([...(window.__wktEarly?.values() ?? [])]);
}

afterEach(() => {
  delete window.__wktEarly;
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
  at('/');
});

describe('landingCalls', () => {
  it('asks nothing without a token, nor on a link the app reloads first (a token in it, no query, no hash)', () => {
    expect(landingCalls(at('/?from=singlemessage#/index/'))).toBeNull();
    localStorage.setItem(storageKeys.token, 'mock.1.early');
    expect(landingCalls(at('/?token=abc#/index/'))).toBeNull();
    expect(landingCalls(at('/#/index/'))).toBeNull();
    expect(landingCalls(at('/?from=singlemessage'))).toBeNull();
  });

  it('asks the viewer’s calls on any landing, after the page’s own: the banners on home, the detail on a lesson', () => {
    localStorage.setItem(storageKeys.token, 'mock.1.early');
    const paths = (url: string) => landingCalls(at(url))?.calls.map((call) => call.path);
    const viewer = ['/api/user/getUserInfo', '/api/userCenter/userInfo'];
    // The page's first: its answer is what the screen shows (home's LCP picture), and on a server that takes six
    // requests at a time (HTTP/1.1) the last of the head's requests waits for the others.
    expect(paths('/?from=singlemessage#/index/')).toEqual(['/api/config/banner.html', ...viewer]);
    expect(paths('/?v=1#/')).toEqual(['/api/config/banner.html', ...viewer]);
    expect(landingCalls(at('/?v=1#/lesson/play/12?from=share'))?.calls[0]).toEqual({
      path: '/api/ls/lesson/findStudioRoomDetail',
      params: { lessonId: 12 },
    });
    expect(landingCalls(at('/?v=1#/lesson/package/6'))?.calls[0]).toEqual({
      path: '/api/combo/detail',
      params: { cateId: 6 },
    });
    expect(landingCalls(at('/?v=1#/lesson/channel/1'))?.page).toBe('lesson-combo');
    expect(paths('/?v=1#/lesson/play/0')).toEqual(viewer);
    expect(paths('/?v=1#/lesson/channel/x')).toEqual(viewer);
    expect(paths('/?v=1#/mine/index')).toEqual(viewer);
    expect(landingCalls(at('/?v=1#/index/'))?.page).toBe('index');
    expect(landingCalls(at('/?v=1#/lesson/play/12'))?.page).toBe('lesson-play');
  });

  it('sends the landing link’s channel and sharer, else the session’s, as the app does', () => {
    localStorage.setItem(storageKeys.token, 'mock.1.early');
    expect(landingCalls(at('/?v=1#/index/'))?.session).toEqual({
      token: 'mock.1.early',
      channel: '1',
      shareSource: '',
    });
    sessionStorage.setItem(storageKeys.channel, '7');
    sessionStorage.setItem(storageKeys.shareSource, 'u9');
    expect(landingCalls(at('/?v=1#/index/'))?.session).toEqual({
      token: 'mock.1.early',
      channel: '7',
      shareSource: 'u9',
    });
    expect(landingCalls(at('/?channel_id=3&s=u2#/index/'))?.session).toEqual({
      token: 'mock.1.early',
      channel: '3',
      shareSource: 'u2',
    });
  });
});

describe('startEarlyCalls', () => {
  const session = (
    scope = fork({
      values: [
        [$token, 'mock.1.early'],
        [$channel, '1'],
        [$shareSource, ''],
      ],
    }),
  ) => scope;

  it('home: the app’s viewer and banner calls take the early answers, and ask nothing again', async () => {
    localStorage.setItem(storageKeys.token, 'mock.1.early');
    at('/?from=singlemessage#/index/');
    const early = await requestsDuring(() => startAndSettle());
    expect(early.map((url) => new URL(url).pathname)).toEqual([
      '/api/config/banner.html',
      '/api/user/getUserInfo',
      '/api/userCenter/userInfo',
    ]);
    const scope = session();
    const results: unknown[] = [];
    const again = await requestsDuring(async () => {
      for (const fx of [getUserInfoFx, getLecturerProfileFx, getBannersFx] as const) {
        results.push(await allSettled(fx as typeof getUserInfoFx, { scope }));
      }
    });
    expect(again.map((url) => new URL(url).pathname + new URL(url).search)).toEqual([]);
    expect(results.map((result) => (result as { status: string }).status)).toEqual(['done', 'done', 'done']);
    // Taken once: the next call asks the server.
    expect(await requestsDuring(() => allSettled(getBannersFx, { scope }))).toHaveLength(1);
  });

  it('a lesson, a column: the page’s detail call takes the early answer, parsed by its own schema', async () => {
    localStorage.setItem(storageKeys.token, 'mock.1.early');
    at('/?from=singlemessage#/lesson/play/12');
    await startAndSettle();
    const scope = session();
    let result: unknown;
    const again = await requestsDuring(async () => {
      result = await allSettled(getLiveRoomDetailFx, { scope, params: { lessonId: 12 } });
    });
    expect(again).toEqual([]);
    expect(result).toMatchObject({ status: 'done', value: { lessonId: 12 } });
    at('/?from=singlemessage#/lesson/channel/1');
    await startAndSettle();
    const column = await requestsDuring(async () => {
      result = await allSettled(getComboDetailFx, { scope, params: { cateId: 1 } });
    });
    expect(column).toEqual([]);
    expect(result).toMatchObject({ status: 'done' });
  });

  it('another channel in the app’s session is another question: the app asks for itself', async () => {
    localStorage.setItem(storageKeys.token, 'mock.1.early');
    at('/?from=singlemessage#/index/');
    await startAndSettle();
    const scope = fork({
      values: [
        [$token, 'mock.1.early'],
        [$channel, '5'],
        [$shareSource, ''],
      ],
    });
    expect(await requestsDuring(() => allSettled(getBannersFx, { scope }))).toHaveLength(1);
  });

  /**
   * Starts the early calls as the page's head does: the document still loading, with an empty root and home's
   * first-screen template; then the parser is done. Resolves with the root once every answer is in.
   */
  async function startWhileParsing(chunks = {}) {
    const root = document.createElement('div');
    root.id = 'root';
    const template = document.createElement('template');
    template.id = FIRST_SCREEN_TEMPLATE_ID;
    template.innerHTML = '<main class="home"><div class="home-banner"><div class="home-skeleton"></div></div></main>';
    document.body.append(root, template);
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    try {
      await startAndSettle(chunks);
    } finally {
      Reflect.deleteProperty(document, 'readyState');
    }
    document.dispatchEvent(new Event('readystatechange'));
    await new Promise((resolve) => setTimeout(resolve));
    template.remove();
    return root;
  }

  it('preloads the landing page’s code; on home, draws its first screen and puts the first banner’s picture in it', async () => {
    localStorage.setItem(storageKeys.token, 'mock.1.early');
    at('/?from=singlemessage#/index/');
    const root = await startWhileParsing({
      index: ['/static/js/async/home.js'],
      'lesson-play': ['/static/js/async/lesson.js'],
    });
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [
      link.getAttribute('as'),
      link.getAttribute('href'),
    ]);
    expect(preloads).toEqual([['script', '/static/js/async/home.js']]);
    const still = root.querySelector('.home-banner img');
    expect(still?.getAttribute('src')).toMatch(/^\/mock-cdn\/banner\//);
    expect(still?.getAttribute('alt')).toBeTruthy();
    root.remove();
  });

  it('draws nothing on another landing', async () => {
    localStorage.setItem(storageKeys.token, 'mock.1.early');
    at('/?from=singlemessage#/lesson/play/12');
    const root = await startWhileParsing();
    expect(root.childElementCount).toBe(0);
    root.remove();
  });

  it('a failed early call leaves null: the app asks again', async () => {
    localStorage.setItem(storageKeys.token, 'mock.1.early');
    at('/?from=singlemessage#/index/');
    // The window, offline: its fetch fails (the window's own is read-only).
    const offline = new Proxy(window, {
      get: (target, key) => {
        if (key === 'fetch') return () => Promise.reject(new TypeError('Failed to fetch'));
        const value = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    startEarlyCalls(offline, 5_000, {});
    expect(await Promise.all([...(window.__wktEarly?.values() ?? [])])).toEqual([null, null, null]);
    expect(await requestsDuring(() => allSettled(getBannersFx, { scope: session() }))).toHaveLength(1);
  });
});

describe('firstBannerPicture', () => {
  it('reads the first banner’s picture as home shows it, with its title, and nothing that is not a picture address', () => {
    const body = (image: unknown, title: unknown = '第1张', code = 1) =>
      JSON.stringify({ code, data: [{ id: 1, image, title }] });
    expect(firstBannerPicture(body('/mock-cdn/banner/b.jpg'))).toEqual({
      url: '/mock-cdn/banner/b.jpg?x-oss-process=image/resize,w_750/quality,q_80',
      title: '第1张',
    });
    expect(firstBannerPicture(body('https://img.example/b.svg'))?.url).toBe('https://img.example/b.svg');
    expect(firstBannerPicture(body('javascript:alert(1)'))).toBeNull();
    expect(firstBannerPicture(body(3))).toBeNull();
    expect(firstBannerPicture(body('/mock-cdn/banner/b.jpg', null))).toBeNull();
    expect(firstBannerPicture(body('/mock-cdn/banner/b.jpg', '第1张', 1000))).toBeNull();
    expect(firstBannerPicture('{"code":1,"data":')).toBeNull();
    expect(firstBannerPicture(JSON.stringify({ code: 1, data: [] }))).toBeNull();
  });
});

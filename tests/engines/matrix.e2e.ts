import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { crawlPaths } from '../e2e/routes.test-utils';
import { type Engine, type EnginePage, findScript, waitFor, waitForElement } from './engine.test-utils';
import { enginesAsked } from './engines.test-utils';

/**
 * The app in the engines its users have (README "Supported engines"): in each, every route of the route table with
 * its demo identity, and the journeys that lean on the newest APIs and CSS or differ most between engines — a shared
 * link's landing and back, dark mode, a column description with styles, the studio's rich editor, the live room,
 * buying, playing and commenting, an endless list's scroll kept across back, a poster drawn on a canvas (docs/engines.md
 * lists them). scripts/engines.mjs builds
 * the test-mode app, serves it with the mock backend and runs this file; tests/.out/engines.json keeps the results
 * and the screenshots are in tests/.out/engines/.
 */

const base = () => {
  const url = process.env.E2E_BASE_URLS?.split(',')[0];
  if (!url) throw new Error('E2E_BASE_URLS is not set: run the matrix with `npm run test:engines`');
  return url;
};
const LEARNER = 'mock.1.engines';
const VERIFIED_LECTURER = 'mock.3.engines';
const ROOM = { studioId: 1, lessonId: 8 };
const outDir = path.resolve(import.meta.dirname, '../.out/engines');

const routes = crawlPaths;
/** The studio and 我的 as the verified lecturer (who may open every page there), the rest as the learner. */
const identityFor = (route: string) => (route.startsWith('/mine/') ? VERIFIED_LECTURER : LEARNER);

const results: Record<string, Record<string, string>> = {};

async function api(pathAndQuery: string, init?: RequestInit) {
  const response = await fetch(`${base()}${pathAndQuery}`, init);
  return (await response.json()) as { code: number; data: Record<string, unknown> };
}

/** Opens the app as `token` at `hash`, the way a login hands over (startup stores the token and reloads). */
async function openAs(page: EnginePage, token: string, hash: string): Promise<void> {
  await page.goto(`${base()}/?token=${token}#${hash}`);
  await waitFor(
    page,
    "location.search.indexOf('token=') === -1 && document.querySelector('[data-page]') !== null",
    `${hash} to open`,
    30_000,
  );
  await page.evaluate(TRACK_REQUESTS);
}

/** Counts the app's requests in flight (window.__inFlight), so a screen is read once its answers are in. */
const TRACK_REQUESTS = `(function () {
  if (window.__inFlight !== undefined) return;
  window.__inFlight = 0;
  var fetch = window.fetch;
  window.fetch = function () {
    window.__inFlight++;
    return fetch.apply(this, arguments).then(
      function (response) { window.__inFlight--; return response; },
      function (error) { window.__inFlight--; throw error; });
  };
})()`;

/** What the screen shows: which page, whether anything is there, and the shell's own error screens. */
const DESCRIBE_SCREEN = `(function () {
  var text = (document.body.innerText || '').trim();
  var heading = false;
  var found = document.querySelectorAll('h1, main');
  for (var i = 0; i < found.length; i++) if (found[i].getBoundingClientRect().height > 0) heading = true;
  var page = document.querySelector('[data-page]');
  return {
    screen: location.pathname.indexOf('/api/') === 0 ? 'identity-page' : page ? page.getAttribute('data-page') : 'none',
    hasText: text.length > 0,
    hasHeadingOrMain: heading,
    landed: location.hash.replace(/^#/, '').split('?')[0],
  };
})()`;

/** axe-core, evaluated in the page (an indirect eval: the WebDriver engines evaluate expressions, not scripts). */
const AXE = readFileSync(path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js'), 'utf8');
const LOAD_AXE = `(window.axe ? true : ((0, eval)(${JSON.stringify(AXE)}), typeof window.axe === 'object'))`;

/** What a dark phone sees: the page's background (its luminance, WCAG) and the text axe finds below AA contrast. */
const READ_DARK_PAGE = `(function () {
  var element = document.querySelector('[data-page]') || document.body;
  var colour = 'rgba(0, 0, 0, 0)';
  for (; element; element = element.parentElement) {
    colour = getComputedStyle(element).backgroundColor;
    if (!/rgba\\(.*, 0\\)$|transparent/.test(colour)) break;
  }
  var rgb = (colour.match(/[\\d.]+/g) || []).map(Number);
  var linear = function (value) {
    var c = value / 255;
    return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
  };
  var luminance = 0.2126 * linear(rgb[0]) + 0.7152 * linear(rgb[1]) + 0.0722 * linear(rgb[2]);
  return window.axe.run(document, { runOnly: { type: 'rule', values: ['color-contrast'] } }).then(function (result) {
    var low = [];
    result.violations.forEach(function (violation) {
      violation.nodes.forEach(function (node) { low.push(node.target.join(' ')); });
    });
    return { background: colour, luminance: luminance, low: low };
  });
})()`;

/** One-off animations and transitions over (a toast's fade, a sheet's rise); spinners run forever. */
const ANIMATIONS_DONE = `document.getAnimations().every(function (animation) {
  return animation.playState !== 'running' || animation.effect.getComputedTiming().iterations === Infinity;
})`;

/** Puts the caret at the end of the editor's content. */
const SELECT_END = `(function () {
  var editable = document.querySelector('[contenteditable="true"]');
  var range = document.createRange();
  range.selectNodeContents(editable);
  range.collapse(false);
  var selection = window.getSelection();
  selection.removeAllRanges();
  selection.addRange(range);
})()`;

/** Selects the text node holding `text` in the editor, as a long press and drag would. */
const selectText = (text: string) => `(function () {
  var walker = document.createTreeWalker(document.querySelector('[contenteditable="true"]'), NodeFilter.SHOW_TEXT);
  var node;
  while ((node = walker.nextNode())) {
    var at = node.data.indexOf(${JSON.stringify(text)});
    if (at === -1) continue;
    var range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + ${JSON.stringify(text)}.length);
    var selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
    return true;
  }
  return false;
})()`;

type Screen = { screen: string; hasText: boolean; hasHeadingOrMain: boolean; landed: string };

async function visit(page: EnginePage, route: string): Promise<Screen> {
  await page.evaluate(`(document.title = '__engines__', location.hash = ${JSON.stringify(route)}, true)`);
  await waitFor(
    page,
    "location.pathname.indexOf('/api/') === 0 || (document.title !== '__engines__' && document.querySelector('[data-page]') !== null)",
    `${route} to settle`,
  );
  // Its answers in, and a moment for what they render.
  await waitFor(page, '!window.__inFlight', `${route}'s requests`, 15_000).catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 150));
  return page.evaluate<Screen>(DESCRIBE_SCREEN);
}

for (const entry of enginesAsked()) {
  describe.sequential(entry.name, () => {
    let engine: Engine | null = null;
    let unavailable: string | null = null;
    const pages: EnginePage[] = [];
    const row: Record<string, string> = {};
    results[entry.name] = row;

    const newPage = async (options?: { dark?: boolean }) => {
      if (!engine) throw new Error(`${entry.name} did not start`);
      const page = await engine.newPage(options);
      pages.push(page);
      return page;
    };
    /** Runs a journey, recording ✓ or ✗ with its first line for the table. */
    const journey = (name: string, run: () => Promise<void>, timeout = 120_000) =>
      it(
        name,
        async () => {
          if (unavailable) {
            row[name] = `skipped: ${unavailable}`;
            throw new Error(`${entry.name} is not available: ${unavailable}`);
          }
          try {
            await run();
            row[name] = '✓';
          } catch (error) {
            row[name] = `✗ ${(error as Error).message.split('\n')[0]}`;
            throw error;
          } finally {
            // Each journey starts with no page open (WebKit runs a driver per page).
            for (const page of pages.splice(0)) await page.close().catch(() => undefined);
            row.version = engine?.version ?? '';
          }
        },
        timeout,
      );

    beforeAll(async () => {
      unavailable = entry.unavailable?.() ?? null;
      if (unavailable) return;
      const reset = await fetch(`${base()}/__mock/reset`, { method: 'POST' });
      if (!reset.ok) throw new Error(`mock reset failed: ${reset.status}`);
      engine = await entry.launch();
      row.version = engine.version;
      mkdirSync(outDir, { recursive: true });
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
      mkdirSync(path.dirname(outDir), { recursive: true });
      writeFileSync(path.join(outDir, '..', `engines-${entry.name}.json`), JSON.stringify(row, null, 2));
    });

    journey(
      `every route (${routes.length}) opens with its identity: no blank screen, no error`,
      async () => {
        const problems: string[] = [];
        for (const token of [LEARNER, VERIFIED_LECTURER]) {
          const page = await newPage();
          await openAs(page, token, '/index/');
          await page.takeErrors();
          for (const route of routes.filter((candidate) => identityFor(candidate) === token)) {
            let screen: Screen;
            try {
              screen = await visit(page, route);
            } catch (error) {
              problems.push(`${route}: ${(error as Error).message}`);
              await openAs(page, token, '/index/');
              continue;
            }
            if (!screen.hasText || !screen.hasHeadingOrMain) problems.push(`${route}: blank screen (${screen.screen})`);
            if (['navigation-error', 'login-failed', 'page-error', 'none'].includes(screen.screen))
              problems.push(`${route}: ${screen.screen} at ${screen.landed}`);
            for (const error of await page.takeErrors()) problems.push(`${route}: ${error}`);
            if (screen.screen === 'identity-page') await openAs(page, token, '/index/');
          }
          await page.close();
        }
        expect(problems).toEqual([]);
      },
      600_000,
    );

    journey('a shared home link draws home from the page itself, then the app takes it over', async () => {
      // openAs reloads the link with the token stored: the reloaded page is a returning learner's landing on home,
      // whose first screen index.html's early script draws before the app's JavaScript runs (src/app/early).
      const page = await newPage();
      await openAs(page, LEARNER, '/index/');
      await waitForElement(page, '[data-page="index"] .home-banner img', undefined, 30_000);
      const drawn = await page.evaluate<number>("performance.getEntriesByName('wk:first-screen').length");
      expect(drawn).toBe(1);
      const screen = await page.evaluate<{ mains: number; tabBars: number }>(
        "({ mains: document.querySelectorAll('#root main').length, tabBars: document.querySelectorAll('#root .wk-tab-bar').length })",
      );
      expect(screen).toEqual({ mains: 1, tabBars: 1 });
      await page.screenshot(path.join(outDir, `${entry.name}-home.png`));
      expect(await page.takeErrors()).toEqual([]);
    });

    journey('a shared lesson link: ← stays in the app; back and forward move between pages reached in it', async () => {
      const page = await newPage();
      const onScreen = (hash: string, pageName: string) =>
        waitFor(
          page,
          `location.hash === ${JSON.stringify(`#${hash}`)} && document.querySelector('[data-page="${pageName}"]') !== null && typeof (history.state || {})['wk-depth'] === 'number'`,
          `${hash} on screen, its history entry numbered`,
          30_000,
        );
      // A landing has nothing of the app behind it: the browser's back would leave the app, so ← goes to 首页.
      await openAs(page, LEARNER, '/lesson/play/16');
      await onScreen('/lesson/play/16', 'lesson-play');
      await page.click('button[aria-label="返回"]');
      await onScreen('/index/', 'index');
      // Pages reached in the app: ← is the browser's back (no new entry), and forward returns.
      await page.evaluate("(location.hash = '/hot', true)");
      await onScreen('/hot', 'lesson-list');
      await page.evaluate("(location.hash = '/lesson/play/16', true)");
      await onScreen('/lesson/play/16', 'lesson-play');
      const entries = await page.evaluate<number>('history.length');
      await page.click('button[aria-label="返回"]');
      await onScreen('/hot', 'lesson-list');
      expect(await page.evaluate<number>('history.length')).toBe(entries);
      await page.evaluate('(history.forward(), true)');
      await onScreen('/lesson/play/16', 'lesson-play');
      await page.evaluate('(history.back(), true)');
      await onScreen('/hot', 'lesson-list');
      expect(await page.takeErrors()).toEqual([]);
    });

    journey('a phone in dark mode: home, a lesson and 我的 are dark, with no text below AA contrast', async () => {
      const page = await newPage({ dark: true });
      await openAs(page, LEARNER, '/hot');
      const problems: string[] = [];
      for (const route of ['/index/', '/lesson/play/16', '/mine/index']) {
        await visit(page, route);
        // Contrast is read on what the page settles to, not on a frame of a fade.
        await waitFor(page, ANIMATIONS_DONE, `${route}'s animations to end`, 5_000).catch(() => undefined);
        await waitFor(page, LOAD_AXE, 'axe-core to load');
        const seen = await page.evaluate<{ background: string; luminance: number; low: string[] }>(READ_DARK_PAGE);
        if (!(seen.luminance < 0.05)) problems.push(`${route}: a light page (${seen.background})`);
        for (const target of seen.low) problems.push(`${route}: color-contrast @ ${target}`);
        await page.screenshot(
          path.join(outDir, `${entry.name}-dark-${route.split('/').filter(Boolean).join('-')}.png`),
        );
      }
      expect(problems).toEqual([]);
      expect(await page.takeErrors()).toEqual([]);
    });

    journey('studio editor: type, centre, colour, save, reopen — the text is there', async () => {
      const page = await newPage();
      await openAs(page, VERIFIED_LECTURER, '/mine/channel/content/1');
      await waitForElement(page, '[contenteditable="true"]', undefined, 30_000);
      const typed = `${entry.name} 写下的介绍`;
      await page.click('[contenteditable="true"]');
      await page.evaluate(SELECT_END);
      await page.type('[contenteditable="true"]', typed);
      await waitForElement(page, '[contenteditable="true"]', typed);
      // The typed line selected, then centred and coloured from the toolbar.
      await page.evaluate(selectText(typed));
      await page.click('button[aria-label="居中"]');
      await page.click('button[aria-label="文字颜色"]');
      await page.click('button[aria-label="蓝"]');
      await waitForElement(page, '[contenteditable="true"] [style*="color"]', typed);
      await page.click('button', '保存');
      await waitForElement(page, '[role="status"], p, span', '已保存', 15_000);
      await page.screenshot(path.join(outDir, `${entry.name}-editor.png`));
      expect(await page.takeErrors()).toEqual([]);
      // Reopened in a fresh load: what was saved is what the editor shows.
      await page.goto(`${base()}/?v=2#/mine/channel/content/1`);
      await waitForElement(page, '[contenteditable="true"]', typed, 30_000);
      const aligned = await page.evaluate<boolean>(`(function () {
        var blocks = document.querySelectorAll('[contenteditable="true"] [style*="text-align"]');
        for (var i = 0; i < blocks.length; i++) if ((blocks[i].textContent || '').indexOf(${JSON.stringify(typed)}) !== -1) return true;
        return false;
      })()`);
      expect(aligned).toBe(true);
      expect(await page.takeErrors()).toEqual([]);
    });

    journey('a shared column link whose description has styles renders it', async () => {
      // The description the editor journey saved for column 1: alignment and colour in style attributes.
      const page = await newPage();
      await openAs(page, LEARNER, '/lesson/channel/1');
      const text = `${entry.name} 写下的介绍`;
      await waitForElement(page, 'p, span, div', text, 30_000);
      const styles = await page.evaluate<{ align: string; color: string } | null>(`(function () {
        var coloured = ${findScript('[style*="color"]', text)};
        if (!coloured) return null;
        var block = coloured.closest('[style*="text-align"]') || coloured;
        return { align: getComputedStyle(block).textAlign, color: getComputedStyle(coloured).color };
      })()`);
      expect(styles?.align).toBe('center');
      expect(styles?.color).toBe('rgb(24, 100, 171)');
      const screen = await page.evaluate<Screen>(DESCRIBE_SCREEN);
      expect(['navigation-error', 'page-error', 'none']).not.toContain(screen.screen);
      await page.screenshot(path.join(outDir, `${entry.name}-column.png`));
      expect(await page.takeErrors()).toEqual([]);
    });

    journey('live room: the listener sends, the message shows in a visible pane, the lecturer sees it', async () => {
      const order = await api(`/api/lesson/webPage/newWxpay?lessonId=${ROOM.lessonId}&token=${LEARNER}`);
      expect(order.code).toBe(1);
      await api(`/__mock/wxpay/notify?orderNo=${order.data.orderNo}`, { method: 'POST' });
      const lecturer = await newPage();
      await openAs(lecturer, VERIFIED_LECTURER, `/liveroom/lecturer/${ROOM.studioId}/${ROOM.lessonId}`);
      await lecturer.click('button', '开始直播');
      await waitForElement(lecturer, 'span, p, strong, div', '直播中', 20_000);
      await lecturer.click('summary', '互动设置');
      await lecturer.click('button', '讨论关');
      await waitForElement(lecturer, 'button', '讨论开');

      const listener = await newPage();
      await openAs(listener, LEARNER, `/liveroom/listener/${ROOM.studioId}/${ROOM.lessonId}`);
      await waitForElement(listener, 'span, p, strong, div', '直播中', 20_000);
      await listener.click('[role="tab"]', '讨论');
      const said = `来自 ${entry.name} 的提问`;
      await listener.type('.live-composer__input', said);
      await listener.click('button.live-send');
      await waitForElement(listener, '.live-msg[data-from="listener"]', said, 10_000);
      const pane = await listener.evaluate<{ pane: number; message: number; inside: boolean }>(`(function () {
        var message = ${findScript('.live-msg[data-from="listener"]', said)};
        var list = message.closest('.live-list');
        var a = list.getBoundingClientRect();
        var b = message.getBoundingClientRect();
        return { pane: a.height, message: b.height, inside: b.bottom > a.top && b.top < a.bottom };
      })()`);
      expect(pane.pane).toBeGreaterThan(100);
      expect(pane.message).toBeGreaterThan(0);
      expect(pane.inside).toBe(true);
      await listener.screenshot(path.join(outDir, `${entry.name}-live-listener.png`));
      await waitForElement(lecturer, '.live-msg', said, 10_000);
      await lecturer.screenshot(path.join(outDir, `${entry.name}-live-lecturer.png`));
      expect([...(await listener.takeErrors()), ...(await lecturer.takeErrors())]).toEqual([]);
    });

    journey('buy a lesson, play it, comment on a lesson', async () => {
      // Lesson 40 is a recorded audio lesson the learner's ¥50 coupon pays in full (no cashier; the cashier is
      // handled should the price change).
      const page = await newPage();
      await openAs(page, LEARNER, '/lesson/play/40');
      await waitForElement(page, 'button', '购买 ', 30_000);
      await page.click('button', '购买 ');
      const cashier = await waitFor<string>(
        page,
        `(function () {
          if (${findScript('[role="dialog"] button', '支付')}) return 'cashier';
          return ${findScript('span, p, strong, div', '已购买')} ? 'bought' : '';
        })()`,
        'the cashier or 已购买',
      );
      if (cashier === 'cashier') await page.click('[role="dialog"] button', '支付');
      await waitForElement(page, 'span, p, strong, div', '已购买', 20_000);

      await page.screenshot(path.join(outDir, `${entry.name}-bought.png`));
      await page.click('a', '开始学习');
      await waitForElement(page, 'button[aria-label="暂停"]', undefined, 15_000).catch(async (error) => {
        await page.screenshot(path.join(outDir, `${entry.name}-not-playing.png`));
        throw error;
      });
      await waitFor(
        page,
        "(function () { var media = document.querySelector('audio, video'); return media && media.currentTime > 0.5; })()",
        'the lesson to play',
        15_000,
      );
      await page.screenshot(path.join(outDir, `${entry.name}-playing.png`));

      await page.evaluate("(location.hash = '/lesson/play/11', true)");
      await waitForElement(page, 'textarea', undefined, 30_000);
      const comment = `${entry.name} 里写的评论`;
      await page.type('textarea', comment);
      await page.click('button', '发表');
      await waitForElement(page, '[aria-label="评论列表"] li', comment, 15_000);
      expect(await page.takeErrors()).toEqual([]);
    });

    journey('an endless list loads more as it scrolls; back from a lesson returns to the same place', async () => {
      const page = await newPage();
      await openAs(page, LEARNER, '/hot');
      const items = `document.querySelectorAll('[aria-label="畅销榜"] > li')`;
      await waitFor(page, `${items}.length >= 10`, '畅销榜 first page', 30_000);
      // The end of the list in view asks for the next page (scrolled again until it is in).
      await waitFor(
        page,
        `(window.scrollTo(0, document.documentElement.scrollHeight), ${items}.length > 10)`,
        '畅销榜 next page',
        15_000,
      );
      // The eleventh lesson in the middle of the screen, as a thumb would leave it, then opened.
      await page.evaluate(`(${items}[10].scrollIntoView({ block: 'center' }), true)`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const top = await page.evaluate<number>('Math.round(window.scrollY)');
      expect(top).toBeGreaterThan(500);
      await page.click('[aria-label="畅销榜"] > li:nth-child(11) a');
      await waitFor(page, `document.querySelector('[data-page="lesson-play"]') !== null`, 'the lesson', 15_000);
      await page.evaluate('(history.back(), true)');
      await waitFor(
        page,
        `document.querySelector('[data-page="lesson-list"]') !== null && ${items}.length > 10`,
        'the list with both pages',
        15_000,
      );
      await waitFor(page, `Math.abs(window.scrollY - ${top}) <= 2`, `the list scrolled to ${top} px again`, 5_000);
      await page.screenshot(path.join(outDir, `${entry.name}-list-back.png`));
      expect(await page.takeErrors()).toEqual([]);
    });

    journey('a lesson tapped halfway down home opens at its top; back finds home as it was left', async () => {
      const page = await newPage();
      await openAs(page, LEARNER, '/index/');
      const lessons = `document.querySelectorAll('[data-page="index"] a[href^="#/lesson/play/"]')`;
      await waitFor(page, `${lessons}.length > 4`, "home's lessons", 30_000);
      // Once what follows the first screen is there (the landing's entry is marked then).
      await waitFor(page, "Boolean((history.state || {})['wk-shown'])", 'the landing marked', 15_000);
      await page.evaluate('(window.scrollTo(0, 1200), true)');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const tapped = await page.evaluate<{ index: number; top: number }>(`(function () {
        var links = ${lessons};
        for (var i = 0; i < links.length; i++) {
          var box = links[i].getBoundingClientRect();
          if (box.top > 120 && box.bottom < window.innerHeight - 120) return { index: i, top: Math.round(box.top) };
        }
        return { index: -1, top: 0 };
      })()`);
      expect(tapped.index).toBeGreaterThanOrEqual(0);
      await page.evaluate(`(${lessons}[${tapped.index}].click(), true)`);
      await waitFor(page, `document.querySelector('[data-page="lesson-play"]') !== null`, 'the lesson', 15_000);
      await waitFor(page, 'window.scrollY === 0', 'the lesson at its top', 5_000);
      await page.screenshot(path.join(outDir, `${entry.name}-lesson-from-home.png`));
      await page.evaluate('(history.back(), true)');
      await waitFor(
        page,
        `(function () {
          var link = ${lessons}[${tapped.index}];
          return Boolean(link) && Math.abs(link.getBoundingClientRect().top - ${tapped.top}) <= 2;
        })()`,
        'home with the tapped lesson where it was on the screen',
        5_000,
      );
      expect(await page.takeErrors()).toEqual([]);
    });

    journey('a poster drawn on the phone is a picture with ink and paper (长按图片保存)', async () => {
      const page = await newPage();
      await openAs(page, LEARNER, '/mine/extension/sharecard?goodsType=1&goodsId=8');
      const poster = `document.querySelector('img[alt*="推广海报"]')`;
      await waitFor(page, `${poster} && ${poster}.complete && ${poster}.naturalWidth > 0`, 'the poster', 30_000);
      // The picture read back through a canvas: a blank or failed drawing is one colour; a poster has dark text and
      // QR modules on a light card.
      const seen = await page.evaluate<{ src: string; width: number; dark: number; light: number }>(`(function () {
        var image = ${poster};
        var canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        var context = canvas.getContext('2d');
        context.drawImage(image, 0, 0);
        var pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
        var dark = 0, light = 0, count = 0;
        for (var i = 0; i < pixels.length; i += 4 * 7) {
          var level = (pixels[i] + pixels[i + 1] + pixels[i + 2]) / 3;
          if (level < 80) dark++;
          if (level > 200) light++;
          count++;
        }
        return { src: image.src.slice(0, 22), width: image.naturalWidth, dark: dark / count, light: light / count };
      })()`);
      expect(seen.src).toBe('data:image/png;base64,');
      expect(seen.width).toBeGreaterThan(300);
      expect(seen.dark).toBeGreaterThan(0.02);
      expect(seen.light).toBeGreaterThan(0.2);
      await page.screenshot(path.join(outDir, `${entry.name}-poster.png`));
      expect(await page.takeErrors()).toEqual([]);
    });
  });
}

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { Browser, Page } from 'playwright-core';
import { DEMO_TOKENS, launchChromium, openWithToken, phonePage, root, screenshot } from './support.test-utils';

/**
 * The sanitiser against public XSS corpora, in Chromium's own parser: DOMPurify's test inputs and every vector of
 * the OWASP XSS filter-evasion cheat sheet (tests/fixtures/xss-*.json, sources and licences inside), plus our own
 * vectors for what the sanitiser now keeps (style, data: images, tel:/mailto:/in-app links). Each payload is
 * sanitised in the page and its output injected into the page; then every element is hovered, focused and clicked
 * (synthetic events; clicks never navigate) and the page is watched for anything that runs:
 * - alert/confirm/prompt/print/document.write/string timers are hooked (window.__xss; eval and `Function` are
 *   left alone, Playwright's own evaluation needs it: the CSP below reports it);
 * - a report-only CSP allowing only the sanitiser's own script file reports every inline handler, javascript: URL, script or eval that runs;
 * - any request that is not an image to our own origin, any navigation, any script/iframe/object/embed/form/svg
 *   element that appears, and any on* attribute, script URL or CSS url()/expression() left in an output.
 * A control run feeds one unsanitised payload through the same detectors and expects them to fire.
 */
type Corpus = { source: string; licence: string; cases: Array<{ title: string; payload: string }> };
const corpora = ['xss-dompurify', 'xss-owasp', 'xss-ours'].map((name) => ({
  name,
  ...(JSON.parse(readFileSync(path.join(root, `tests/fixtures/${name}.json`), 'utf8')) as Corpus),
}));
const payloads = corpora.flatMap((corpus) => corpus.cases.map((item) => ({ ...item, corpus: corpus.name })));

const ORIGIN = 'http://lab.wk.test';
const LAB = `${ORIGIN}/lab.html`;
const SANITIZER = `${ORIGIN}/sanitizer.js`;

/** Builds an entry for the browser with the app's own compiler (rspack, swc, CSS); returns the output folder. */
async function buildForBrowser(entry: string, library?: string): Promise<string> {
  const out = mkdtempSync(path.join(tmpdir(), 'wk-lab-'));
  const compiler = rspack({
    mode: 'production',
    target: 'web',
    context: root,
    entry,
    output: {
      path: out,
      filename: 'main.js',
      chunkFilename: '[id].js',
      cssFilename: 'main.css',
      publicPath: `${ORIGIN}/`,
      ...(library ? { library: { type: 'window', name: library } } : {}),
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js'],
      alias: { '@': path.join(root, 'src') },
      modules: [path.join(root, 'node_modules'), 'node_modules'],
    },
    experiments: { css: true },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
              target: 'es2022',
            },
          },
        },
        { test: /\.css$/, type: 'css' },
      ],
    },
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else compiler.close(() => resolve());
    }),
  );
  return out;
}

/** sanitize-html.ts built for the browser (window.__sanitizer.sanitizeHtml). */
async function buildSanitizer(): Promise<string> {
  const out = await buildForBrowser(path.join(root, 'src/shared/lib/sanitize-html/index.ts'), '__sanitizer');
  return readFileSync(path.join(out, 'main.js'), 'utf8');
}

/** Runs in the lab page before anything else: the sinks a payload would reach, hooked. */
function installTraps() {
  const w = window as unknown as Record<string, unknown> & { __xss: string[]; __csp: string[] };
  w.__xss = [];
  w.__csp = [];
  const trap = (name: string) =>
    function trapped(...args: unknown[]) {
      w.__xss.push(`${name}(${String(args[0]).slice(0, 60)})`);
    };
  for (const name of ['alert', 'confirm', 'prompt', 'print']) w[name] = trap(name);
  document.write = trap('document.write');
  document.writeln = trap('document.writeln');
  for (const name of ['setTimeout', 'setInterval'] as const) {
    const original = window[name] as (...args: unknown[]) => number;
    w[name] = (handler: unknown, ...rest: unknown[]) =>
      typeof handler === 'string' ? trap(name)(handler) : original(handler, ...rest);
  }
  document.addEventListener('securitypolicyviolation', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const where = target
      ? `${target.closest('[data-case]')?.getAttribute('data-case')} ${target.outerHTML.slice(0, 80)}`
      : '';
    w.__csp.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample} ${where}`.slice(0, 200));
  });
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of Array.from(record.addedNodes)) {
        if (!(node instanceof Element) || !node.closest('[data-case]')) continue;
        for (const element of [node, ...Array.from(node.querySelectorAll('*'))])
          if (/^(script|iframe|frame|object|embed|form|svg|math|base|meta|link|style)$/i.test(element.localName))
            w.__xss.push(`element <${element.localName}>`);
      }
  }).observe(document, { childList: true, subtree: true });
  // A synthetic click on a link would follow it: never (a handler, had one survived, still runs).
  window.addEventListener('click', (event) => event.preventDefault(), true);
}

type Findings = { traps: string[]; csp: string[]; leftovers: string[]; overlays: string[] };

/** Where the lab lets audio and video play from (the app passes its static host the same way). */
const MEDIA_SOURCES = ['/media/'];

/** Sanitises (unless `raw`) and injects each payload, pokes every element, waits, and reports what fired. */
async function runPayloads(page: Page, list: string[], raw: boolean): Promise<Findings> {
  return page.evaluate(
    async ({ list, raw, mediaSources }) => {
      const w = window as unknown as {
        __xss: string[];
        __csp: string[];
        __sanitizer: { sanitizeHtml: (html: string, options: { mediaSources: string[] }) => string };
      };
      const leftovers: string[] = [];
      const overlays: string[] = [];
      // Chromium reports (report-only CSP) an inline handler as soon as its attribute is parsed, even into the
      // sanitiser's inert <template> where nothing can run: the reports of the sanitising step are set aside, and
      // only what happens once the outputs are in the live page counts.
      const outputs = list.map((payload) => (raw ? payload : w.__sanitizer.sanitizeHtml(payload, { mediaSources })));
      await new Promise((resolve) => setTimeout(resolve, 100));
      w.__csp.length = 0;
      outputs.forEach((html, index) => {
        const box = document.createElement('div');
        box.dataset.case = String(index);
        box.innerHTML = html;
        document.body.appendChild(box);
        for (const element of Array.from(box.querySelectorAll('*'))) {
          for (const attribute of Array.from(element.attributes)) {
            // biome-ignore lint/suspicious/noControlCharactersInRegex: what a browser skips in a URL scheme
            const value = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
            if (
              attribute.name.startsWith('on') ||
              ![
                ...['href', 'src', 'alt', 'title', 'style', 'target', 'rel', 'colspan', 'rowspan', 'start'],
                ...['width', 'height', 'controls', 'preload', 'playsinline'],
              ].includes(attribute.name) ||
              (attribute.name === 'src' && /^(video|audio)$/.test(element.localName) && !value.startsWith('/media/')) ||
              /^(javascript|vbscript|data:text|data:image\/svg)/.test(value) ||
              (attribute.name === 'style' && /url\(|expression|\\|@import/.test(value))
            )
              leftovers.push(
                `case ${index}: <${element.localName} ${attribute.name}="${attribute.value.slice(0, 60)}">`,
              );
          }
        }
      });
      // Nothing may lie over the page: no positioning, transform, negative margin or playing media in any output.
      for (const element of Array.from(document.querySelectorAll('[data-case] *'))) {
        const style = getComputedStyle(element);
        const pulled = ['Top', 'Right', 'Bottom', 'Left'].some(
          (side) => Number.parseFloat(style.getPropertyValue(`margin-${side.toLowerCase()}`)) < 0,
        );
        const autoplay = element instanceof HTMLMediaElement && (element.autoplay || element.preload !== 'none');
        if (style.position !== 'static' || style.transform !== 'none' || pulled || autoplay)
          overlays.push(
            `case ${element.closest('[data-case]')?.getAttribute('data-case')}: <${element.localName} ${style.position}>`,
          );
      }
      for (const element of Array.from(document.body.querySelectorAll('*'))) {
        for (const type of ['mouseover', 'mouseenter', 'pointerdown', 'focus', 'click', 'animationstart'])
          element.dispatchEvent(new Event(type, { bubbles: type !== 'mouseenter' && type !== 'focus' }));
        if (element instanceof HTMLElement) element.focus();
      }
      // Image errors, loads and CSP reports arrive after a round trip: two frames and a quiet moment.
      await new Promise((resolve) => setTimeout(resolve, 600));
      return { traps: w.__xss, csp: w.__csp, leftovers, overlays };
    },
    { list, raw, mediaSources: MEDIA_SOURCES },
  );
}

async function openLab(browser: Browser) {
  const page = await phonePage(browser);
  const foreign: string[] = [];
  const navigations: string[] = [];
  await page.addInitScript(installTraps);
  await page.route('**/*', async (route) => {
    const request = route.request();
    const url = request.url();
    if (url === LAB)
      return route.fulfill({
        contentType: 'text/html; charset=utf-8',
        headers: {
          'content-security-policy-report-only': `script-src ${SANITIZER}; object-src 'none'; frame-src 'none'; form-action 'none'; base-uri 'none'`,
        },
        body: '<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>sanitiser lab</title><script src="/sanitizer.js"></script><body></body></html>',
      });
    if (url === SANITIZER) return route.fulfill({ contentType: 'text/javascript', body: sanitizer });
    // Images (the sanitiser keeps http(s), relative and data: images) are content, not code: answered 404 offline.
    if (request.resourceType() === 'image') return route.fulfill({ status: 404, body: '' });
    foreign.push(`${request.resourceType()} ${url.slice(0, 80)}`);
    return route.abort();
  });
  page.on('framenavigated', (frame) => {
    if (frame.url() !== LAB) navigations.push(frame.url().slice(0, 80));
  });
  page.on('dialog', (dialog) => {
    navigations.push(`dialog ${dialog.type()}`);
    void dialog.dismiss();
  });
  page.on('popup', (popup) => navigations.push(`popup ${popup.url()}`));
  await page.goto(LAB);
  await page.waitForFunction(() => '__sanitizer' in window);
  return { page, foreign, navigations };
}

let browser: Browser;
let sanitizer: string;
beforeAll(async () => {
  [browser, sanitizer] = await Promise.all([launchChromium(), buildSanitizer()]);
});
afterAll(async () => {
  await browser?.close();
});

describe('sanitizeHtml against public XSS corpora, in Chromium', () => {
  it(`executes nothing from ${payloads.length} payloads (${corpora.map((c) => `${c.name} ${c.cases.length}`).join(', ')})`, async () => {
    expect(payloads.length).toBeGreaterThan(300);
    const { page, foreign, navigations } = await openLab(browser);
    const findings = await runPayloads(
      page,
      payloads.map((item) => item.payload),
      false,
    );
    const kept = await page.evaluate(() => document.querySelectorAll('body > div:not(:empty)').length);
    console.log(`sanitizer-xss: ${payloads.length} payloads, ${kept} with some output kept; findings`, findings);
    expect(findings).toEqual({ traps: [], csp: [], leftovers: [], overlays: [] });
    expect(foreign).toEqual([]);
    expect(navigations).toEqual([]);
    await page.context().close();
  });

  it('the detectors fire on unsanitised payloads (control)', async () => {
    const { page, foreign } = await openLab(browser);
    const findings = await runPayloads(
      page,
      [
        '<img src=x onerror=alert(1)>',
        '<b onmouseover=confirm(2)>x</b>',
        '<a href="javascript:prompt(3)">x</a>',
        '<script src="https://evil.test/x.js"></script><link rel="stylesheet" href="https://evil.test/x.css">',
        '<div style="background:url(https://evil.test/x.png)">x</div>',
        '<section style="position: fixed; inset: 0; z-index: 99">overlay</section>',
      ],
      true,
    );
    expect(findings.overlays.length).toBeGreaterThan(0);
    expect(findings.traps.some((trap) => trap.startsWith('alert('))).toBe(true);
    expect(findings.traps.some((trap) => trap.startsWith('confirm('))).toBe(true);
    expect(findings.traps).toContain('element <script>');
    expect(findings.csp.length).toBeGreaterThan(0);
    expect(findings.leftovers.length).toBeGreaterThan(0);
    expect(foreign.join(' ')).toContain('evil.test');
    await page.context().close();
  });
});

/** What lecturers paste from WeChat article editors, and what used to push the page past its 375 px. */
const PASTED = [
  '<section style="margin: 16px 0; padding: 0 8px; line-height: 1.75;">',
  '<p style="font-size: 17px; letter-spacing: 1px;">公众号编辑器里排好的段落</p></section>',
  '<p><img src="//cdn.test/pic.png" width="640" height="360" style="width: 100%;" alt="配图"></p>',
  '<video src="/mock-cdn/media/intro.mp4" autoplay muted></video>',
  '<audio autoplay><source src="/mock-cdn/media/intro.wav"></audio>',
  '<video src="https://elsewhere.test/v.mp4"></video>',
  `<pre><code>${'const answer = compute(42); '.repeat(60)}</code></pre>`,
  `<table><tbody><tr>${'<td>很宽的表格单元格内容</td>'.repeat(30)}</tr></tbody></table>`,
  `<p>${'averyveryverylongwordwithoutanybreaks'.repeat(12)}</p>`,
  `<h1>${'<span><h1>'.repeat(12)}嵌套标题${'</h1></span>'.repeat(12)}</h1>`,
  '<section style="position: fixed; inset: 0; z-index: 9999; background-color: red; margin: -500px">盖住页面</section>',
].join('');

describe("a lecturer's pasted content on the lesson page, at 375 px", () => {
  it('keeps sections, sizes, image size, https images and playable media, and nothing leaves its box', async () => {
    const page = await openWithToken(browser, DEMO_TOKENS.learner, '/index/');
    await page.route('https://cdn.test/**', (route) => route.fulfill({ status: 404, body: '' }));
    await page.route('**/api/ls/lesson/findStudioRoomDetail**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      return route.fulfill({ response, json: { ...body, data: { ...body.data, content: PASTED } } });
    });
    await page.goto(page.url().replace(/#.*$/, '#/lesson/play/8'));
    const box = page.locator('.wk-rich-content');
    await box.getByText('公众号编辑器里排好的段落').waitFor();
    const seen = await box.evaluate((root) => {
      const px = (element: Element | null, property: string) =>
        element ? Number.parseFloat(getComputedStyle(element).getPropertyValue(property)) : Number.NaN;
      const video = root.querySelector('video');
      const audio = root.querySelector('audio');
      const pre = root.querySelector('pre');
      const boxRect = root.getBoundingClientRect();
      const outside = Array.from(root.querySelectorAll('*'))
        .filter((element) => {
          const rect = element.getBoundingClientRect();
          const scroller = element.closest('pre, table');
          // Inside a box that scrolls on its own (code, a wide table) a line may be wider: the box itself may not.
          if (scroller && scroller !== element) return false;
          return rect.width > 0 && (rect.left < boxRect.left - 1 || rect.right > boxRect.right + 1);
        })
        .map((element) => element.localName);
      return {
        pageWidth: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
        outside,
        positioned: Array.from(root.querySelectorAll('*')).filter((e) => getComputedStyle(e).position !== 'static')
          .length,
        largestHeading: Math.max(...Array.from(root.querySelectorAll('h1')).map((h) => px(h, 'font-size'))),
        sectionMargin: px(root.querySelector('section'), 'margin-top'),
        paragraphSize: px(root.querySelector('section p'), 'font-size'),
        image: root.querySelector('img')?.outerHTML ?? '',
        video: video && {
          controls: video.controls,
          autoplay: video.autoplay,
          paused: video.paused,
          preload: video.preload,
        },
        audio: audio && { controls: audio.controls, autoplay: audio.autoplay, src: audio.getAttribute('src') },
        mediaLink: root.querySelector('a[href="https://elsewhere.test/v.mp4"]')?.textContent ?? '',
        preScrolls: pre ? pre.scrollWidth > pre.clientWidth : false,
      };
    });
    expect(seen.pageWidth).toBeLessThanOrEqual(seen.viewport);
    expect(seen.outside).toEqual([]);
    expect(seen.positioned).toBe(0);
    expect(seen.largestHeading).toBeLessThanOrEqual(32);
    expect(seen.sectionMargin).toBe(16);
    expect(seen.paragraphSize).toBe(17);
    expect(seen.image).toContain('src="https://cdn.test/pic.png"');
    expect(seen.image).toContain('width="640"');
    expect(seen.image).toContain('height="360"');
    expect(seen.video).toEqual({ controls: true, autoplay: false, paused: true, preload: 'none' });
    expect(seen.audio).toEqual({ controls: true, autoplay: false, src: '/mock-cdn/media/intro.wav' });
    expect(seen.mediaLink).toBe('观看视频');
    expect(seen.preScrolls).toBe(true);
    await box.scrollIntoViewIfNeeded();
    await screenshot(page, 'rich-content-pasted');
    await page.addStyleTag({ content: 'html{font-size:200%}' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'rich-content-pasted-200');
    await page.context().close();
  });
});

describe('a lecturer opening their own lesson or column', () => {
  it('sees 管理 and 进入直播间 on their live lesson, 管理 on their column, never a buy button', async () => {
    // The verified lecturer (user 3) owns studio 1: live lesson 5 and column 1.
    const page = await openWithToken(browser, DEMO_TOKENS.verifiedLecturer, '/lesson/play/5');
    const bar = page.getByRole('region', { name: '课程管理' });
    await bar.getByRole('link', { name: '管理' }).waitFor();
    expect(await bar.getByRole('link', { name: '管理' }).getAttribute('href')).toBe('#/mine/lesson/5/edit');
    expect(await bar.getByRole('link', { name: '进入直播间' }).getAttribute('href')).toBe('#/liveroom/lecturer/1/5');
    expect(await page.getByRole('button', { name: /购买/ }).count()).toBe(0);
    await screenshot(page, 'editor-own-lesson');
    await page.addStyleTag({ content: 'html{font-size:200%}' });
    await screenshot(page, 'editor-own-lesson-200');

    await page.goto(page.url().replace(/#.*$/, '#/lesson/channel/1'));
    const columnBar = page.getByRole('region', { name: '专栏管理' });
    await columnBar.getByRole('link', { name: '管理' }).waitFor();
    expect(await columnBar.getByRole('link', { name: '管理' }).getAttribute('href')).toBe('#/mine/channel/edit/1');
    expect(await page.getByRole('button', { name: /购买/ }).count()).toBe(0);
    await screenshot(page, 'editor-own-column');
    await page.context().close();
  });
});

/** A page with nothing but the lecturer's editor (the studio forms are another slice's), its value shown below it. */
const EDITOR_HARNESS = `
import '@/app/styles/global.css';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { sanitizeHtml } from '@/shared/lib/sanitize-html';
import { RichEditor } from '@/shared/ui/rich-editor';
function Harness() {
  const [html, setHtml] = useState('');
  return (
    <main style={{ padding: '1rem' }}>
      <RichEditor label="课程详情" id="content" value={html} onChange={setHtml} placeholder="介绍一下这节课" />
      <output data-html={html} data-clean={sanitizeHtml(html)} />
    </main>
  );
}
createRoot(document.getElementById('root')).render(<Harness />);
`;

describe('the rich-text editor in Chromium at 375 px', () => {
  it('formats with the toolbar, and what it writes passes the sanitiser unchanged', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'wk-harness-'));
    writeFileSync(path.join(folder, 'harness.tsx'), EDITOR_HARNESS);
    const out = await buildForBrowser(path.join(folder, 'harness.tsx'));
    const page = await phonePage(browser);
    await page.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== ORIGIN) return route.abort();
      if (url.pathname === '/editor.html')
        return route.fulfill({
          contentType: 'text/html; charset=utf-8',
          body: '<!doctype html><html lang="zh-CN"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><link rel="stylesheet" href="/main.css"><div id="root"></div><script src="/main.js"></script></html>',
        });
      try {
        const body = readFileSync(path.join(out, url.pathname.slice(1)));
        return route.fulfill({ contentType: url.pathname.endsWith('.css') ? 'text/css' : 'text/javascript', body });
      } catch {
        return route.fulfill({ status: 404, body: '' });
      }
    });
    await page.goto(`${ORIGIN}/editor.html`);
    const bold = page.getByRole('button', { name: '加粗' });
    await page.locator('#content[contenteditable="true"]').waitFor();
    const editable = page.locator('#content');
    await editable.click();
    await page.keyboard.type('唐诗里的长安');
    await page.keyboard.press('Enter');
    await page.keyboard.type('第二段');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('换行');
    await page.keyboard.press('ControlOrMeta+a');
    await bold.click();
    await expect.poll(() => bold.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: '居中' }).click();
    await page.getByRole('button', { name: '文字颜色' }).click();
    await page.getByRole('button', { name: '蓝' }).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: '无序列表' }).click();
    await page.keyboard.type('要点');
    await page.getByRole('button', { name: '链接' }).click();
    await page.getByLabel('链接地址').fill('javascript:alert(1)');
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByText('请输入正确的网址').waitFor();
    await page.getByLabel('链接地址').fill('#/lesson/play/3');
    await page.getByRole('button', { name: '确定' }).click();
    const output = page.locator('output');
    await expect.poll(() => output.getAttribute('data-html')).toContain('<a href="#/lesson/play/3">');
    const html = (await output.getAttribute('data-html')) ?? '';
    expect(html).toContain('<strong>');
    expect(html).toContain('text-align: center;');
    // Chromium hands the colour back as rgb(); either form is one the sanitiser keeps.
    expect(html).toMatch(/color: (#1864ab|rgb\(24, 100, 171\));/);
    expect(html).toContain('<br>');
    expect(html).toContain('<ul><li>');
    expect(await output.getAttribute('data-clean')).toBe(html);
    await screenshot(page, 'editor-toolbar');
    await page.addStyleTag({ content: 'html{font-size:200%}' });
    await screenshot(page, 'editor-toolbar-200', true);
    await page.context().close();
  });
});

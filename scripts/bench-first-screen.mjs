#!/usr/bin/env node
// Paired first-screen benchmark: Lighthouse 12 (mobile, simulated throttling, cold cache, WeChat UA, a
// logged-in learner as in scripts/lighthouse.mjs) on the app's home and on the floor — React alone rendering a
// static screen shaped like the home (bench/floor) — ALTERNATELY, in pairs, on one production build and one preview
// server (same origin, same mock). Absolute scores drift with the machine's load; the pairing makes the difference
// between app and floor the figure to read. Prints both medians, their difference and ratio, and saves a JSON report
// under reports/.
//   npm run bench:first-screen -- --pairs=5 --page=lesson   (defaults: 3 pairs, --page=home)
// --page=lesson measures lesson/play/{id} as a shared-link landing against the floor's lesson-shaped screen.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { buildFloor } from './lib/floor.mjs';
import { runMobileLighthouse, seedToken } from './lib/lighthouse-run.mjs';
import { build, preview, root } from './lib/server.mjs';

const PAGES = {
  home: {
    app: { path: '/?from=singlemessage#/index/', ready: '[data-page="index"]' },
    floor: { path: '/floor/index.html?from=singlemessage#/index/', ready: '[data-page="floor"]' },
  },
  lesson: {
    app: { path: '/?from=singlemessage#/lesson/play/11', ready: '[data-page="lesson-play"]' },
    floor: { path: '/floor/index.html?from=singlemessage#/lesson/play/11', ready: '[data-page="floor-lesson"]' },
  },
};
const TOKEN = 'mock.1.bench';

const { values } = parseArgs({
  options: { pairs: { type: 'string', default: '3' }, page: { type: 'string', default: 'home' } },
});
const pairs = Number(values.pairs);
if (!Number.isInteger(pairs) || pairs < 1) throw new Error(`--pairs must be a positive integer, not ${values.pairs}`);
const targets = PAGES[values.page];
if (!targets) throw new Error(`--page must be one of ${Object.keys(PAGES).join(', ')}, not ${values.page}`);

/**
 * One Lighthouse run in a fresh browser (fresh profile: cold cache). Besides Lighthouse's metrics, the page records
 * when its ready element appeared; the scripts requested before that moment, gzipped, are its first-load JS.
 */
async function measure(origin, target) {
  const url = `${origin}${target.path}`;
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    defaultViewport: null,
  });
  try {
    await seedToken(browser, origin, TOKEN);
    const page = await browser.newPage();
    await page.evaluateOnNewDocument((selector) => {
      new MutationObserver((_, observer) => {
        if (document.querySelector(selector)) {
          window.__benchReadyAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    }, target.ready);
    const { lhr } = await runMobileLighthouse(url, page, target.ready);
    // Counted as `npm run budget` counts: scripts, scripts preloaded ahead (the early script preloads the page's
    // chunk), and script inline in the HTML (src/app/early).
    const { scripts, inline } = await page.evaluate(() => ({
      scripts: performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            (entry.initiatorType === 'script' || /\.js$/.test(new URL(entry.name).pathname)) &&
            entry.startTime < (window.__benchReadyAt ?? Infinity),
        )
        .map((entry) => entry.name),
      inline: [...document.querySelectorAll('script:not([src])')].map((script) => script.textContent ?? ''),
    }));
    let jsGzip = inline.reduce((sum, code) => sum + gzipSync(code).length, 0);
    for (const script of scripts) jsGzip += gzipSync(Buffer.from(await (await fetch(script)).arrayBuffer())).length;
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      tbt: audit('total-blocking-time'),
      lcp: audit('largest-contentful-paint'),
      fcp: audit('first-contentful-paint'),
      si: audit('speed-index'),
      jsGzip,
      scripts: scripts.map((script) => new URL(script).pathname),
      // What to read when a figure is off: the simulated long tasks (where TBT comes from), the LCP element and
      // its phases (time to first byte, load delay, load time, render delay), the CPU per script.
      longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).map((task) => ({
        url: task.url,
        startTime: Math.round(task.startTime),
        duration: Math.round(task.duration),
      })),
      lcpElement: lhr.audits['largest-contentful-paint-element']?.details ?? null,
      bootupTime: (lhr.audits['bootup-time']?.details?.items ?? []).map((item) => ({
        url: item.url,
        total: Math.round(item.total),
        scripting: Math.round(item.scripting),
      })),
    };
  } finally {
    await browser.close();
  }
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const METRICS = [
  ['score', 'score', (value) => String(Math.round(value))],
  ['tbt', 'TBT', (value) => `${Math.round(value)} ms`],
  ['lcp', 'LCP', (value) => `${(value / 1000).toFixed(2)} s`],
  ['fcp', 'FCP', (value) => `${(value / 1000).toFixed(2)} s`],
  ['jsGzip', 'first-load JS', (value) => `${(value / 1024).toFixed(1)} KB`],
];
const row = (run) => METRICS.map(([key, label, format]) => `${label} ${format(run[key])}`).join(', ');

const started = Date.now();
const distDir = 'dist-bench';
// The app exactly as scripts/lighthouse.mjs builds it; then the floor into <dist>/floor (the app's build empties
// the folder first, so the floor goes second).
build({ distDir, envMode: 'production', env: { PUBLIC_API_BASE: '/' } });
buildFloor(distDir);
const server = await preview({ distDir });
const runs = { app: [], floor: [] };
try {
  for (let pair = 1; pair <= pairs; pair++) {
    // Alternate which goes first, so a slow phase of the machine does not always land on the same side.
    const order = pair % 2 ? ['app', 'floor'] : ['floor', 'app'];
    for (const side of order) {
      const run = await measure(server.url, targets[side]);
      runs[side].push(run);
      console.log(`  pair ${pair}/${pairs} ${side.padEnd(5)}: ${row(run)}`);
    }
  }
} finally {
  await server.stop();
}

const medians = Object.fromEntries(
  ['app', 'floor'].map((side) => [
    side,
    Object.fromEntries(METRICS.map(([key]) => [key, median(runs[side].map((run) => run[key]))])),
  ]),
);
const lines = [
  `first screen, ${values.page} (median of ${pairs} pairs, Lighthouse mobile, simulated throttling, cold cache)`,
  `| | app | floor | app − floor | app / floor |`,
  `| --- | --- | --- | --- | --- |`,
  ...METRICS.map(([key, label, format]) => {
    const app = medians.app[key];
    const floor = medians.floor[key];
    const difference = key === 'score' ? String(Math.round(app - floor)) : format(app - floor);
    return `| ${label} | ${format(app)} | ${format(floor)} | ${difference} | ${(app / floor).toFixed(2)} |`;
  }),
];
console.log(lines.join('\n'));
// The first screen's bounds against the floor (on a quiet machine): score ≥ floor − 3, TBT ≤ floor + 100 ms,
// LCP ≤ floor + 0.3 s.
const bounds = [
  ['score ≥ floor − 3', medians.app.score >= medians.floor.score - 3],
  ['TBT ≤ floor + 100 ms', medians.app.tbt <= medians.floor.tbt + 100],
  ['LCP ≤ floor + 0.3 s', medians.app.lcp <= medians.floor.lcp + 300],
];
console.log(bounds.map(([label, ok]) => `${ok ? 'within' : 'OUTSIDE'}: ${label}`).join('; '));
const report = path.join(root, `reports/bench-first-screen-${values.page}.json`);
mkdirSync(path.dirname(report), { recursive: true });
writeFileSync(
  report,
  JSON.stringify({ page: values.page, pairs, at: new Date().toISOString(), medians, runs, bounds }, null, 2),
);
console.log(`report: ${path.relative(root, report)} (${Math.round((Date.now() - started) / 1000)} s in all)`);

#!/usr/bin/env node
// Landing benchmark: a shared link opened cold, in Debian's Chromium with its own network and CPU
// throttling — 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up (Lighthouse's slow 4G), 4× CPU — phone-sized,
// WeChat UA, a returning learner's token, on a production build with the mock backend. Lighthouse's simulated
// throttling (bench:first-screen) re-plays a trace through a model of the network; this one measures what the page
// really waited for, so it shows request chains: when the first call left, when the page's own first call (the
// banners, the lesson's detail) left and answered, when the LCP picture was asked for, and the FCP and LCP (by
// Chromium's paint timing and PerformanceObserver); the floor (bench/floor, React alone) is loaded the same way.
// Each page --runs times (default 5), alternately; prints medians and saves a JSON report.
// To compare two commits, run it in a worktree of each, alternately (the machine's load moves every figure).
//   npm run bench:landing -- --runs=5
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium, openPhonePage } from './lib/chromium.mjs';
import { buildFloor } from './lib/floor.mjs';
import { build, preview, root } from './lib/server.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, not ${values.runs}`);

/** Each landing: its link, and the call the page's first screen needs (its LCP waits for that answer). */
const LANDINGS = {
  home: { path: '/?from=singlemessage#/index/', firstCall: '/api/config/banner.html' },
  lesson: { path: '/?from=singlemessage#/lesson/play/11', firstCall: '/api/ls/lesson/findStudioRoomDetail' },
  // React alone with a static home-shaped screen (bench/floor): what home is compared with.
  floor: { path: '/floor/index.html?from=singlemessage#/index/', firstCall: null },
};
// Lighthouse's mobile preset (slow 4G, mid-range phone).
const NETWORK = { offline: false, latency: 150, downloadThroughput: 204_800, uploadThroughput: 96_000 };
const CPU_RATE = 4;

function observeLcp() {
  window.__lcp = null;
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) window.__lcp = { at: last.startTime, element: last.element?.tagName ?? '?', url: last.url ?? '' };
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function land(browser, url, firstCall) {
  const page = await openPhonePage(browser);
  try {
    await page.addInitScript(() => localStorage.setItem('wkt:token', 'mock.1.bench'));
    await page.addInitScript(observeLcp);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    await page.goto(url);
    // LCP candidates stop at the first input; none comes here, so wait until the network has been quiet a while.
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await page.waitForTimeout(1000);
    return await page.evaluate((call) => {
      const entries = performance.getEntriesByType('resource');
      const api = entries.filter((entry) => new URL(entry.name).pathname.startsWith('/api/'));
      const own = entries.find((entry) => new URL(entry.name).pathname === call);
      const picture = window.__lcp?.url ? entries.find((entry) => entry.name === window.__lcp.url) : undefined;
      return {
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        lcp: window.__lcp?.at ?? null,
        lcpElement: window.__lcp?.element ?? null,
        firstApiCall: api.length ? Math.min(...api.map((entry) => entry.startTime)) : null,
        pageCallSent: own?.startTime ?? null,
        pageCallAnswered: own?.responseEnd ?? null,
        lcpPictureAsked: picture?.startTime ?? null,
      };
    }, firstCall);
  } finally {
    await page.close();
  }
}

const median = (numbers) => {
  const sorted = numbers.filter((n) => n !== null).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => (value === null ? '—' : `${Math.round(value)} ms`);

const distDir = 'dist-bench-landing';
build({ distDir, envMode: 'production', env: { PUBLIC_API_BASE: '/' } });
buildFloor(distDir);
const server = await preview({ distDir });
const browser = await launchChromium();
const results = Object.fromEntries(Object.keys(LANDINGS).map((name) => [name, []]));
try {
  for (let run = 1; run <= runs; run++) {
    for (const [name, landing] of Object.entries(LANDINGS)) {
      const result = await land(browser, `${server.url}${landing.path}`, landing.firstCall);
      results[name].push(result);
      console.log(
        `  run ${run}/${runs} ${name}: FCP ${ms(result.fcp)}, LCP ${ms(result.lcp)} (${result.lcpElement}), first call ${ms(result.firstApiCall)}, ` +
          `page's call ${ms(result.pageCallSent)}–${ms(result.pageCallAnswered)}, LCP picture asked ${ms(result.lcpPictureAsked)}`,
      );
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

const FIELDS = [
  ['FCP', 'fcp'],
  ['LCP', 'lcp'],
  ['first call sent', 'firstApiCall'],
  ["page's first call sent", 'pageCallSent'],
  ["page's first call answered", 'pageCallAnswered'],
  ['LCP picture asked', 'lcpPictureAsked'],
];
const medians = Object.fromEntries(
  Object.entries(results).map(([name, list]) => [
    name,
    Object.fromEntries(FIELDS.map(([, key]) => [key, median(list.map((result) => result[key]))])),
  ]),
);
console.log(
  `landing, median of ${runs} (Chromium throttling: 150 ms RTT, 1.6 Mbit/s, ${CPU_RATE}× CPU; ms after navigation start)`,
);
console.log(`| | ${Object.keys(LANDINGS).join(' | ')} |`);
console.log(
  `| --- |${Object.keys(LANDINGS)
    .map(() => ' --- |')
    .join('')}`,
);
for (const [label, key] of FIELDS) {
  console.log(
    `| ${label} | ${Object.keys(LANDINGS)
      .map((name) => ms(medians[name][key]))
      .join(' | ')} |`,
  );
}
const reportDir = path.join(root, 'reports');
mkdirSync(reportDir, { recursive: true });
writeFileSync(
  path.join(reportDir, 'bench-landing.json'),
  `${JSON.stringify({ at: new Date().toISOString(), runs, network: NETWORK, cpuRate: CPU_RATE, medians, results }, null, 2)}\n`,
);
console.log('report: reports/bench-landing.json');

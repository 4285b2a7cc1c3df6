#!/usr/bin/env node
// CPU profile of the cold load of a first screen (profile before changing anything): a production build with
// readable output (minification off, modules not concatenated), Chromium at 4× CPU slowdown, a logged-in learner,
// cold cache. Chromium's sampling profiler (CDP Profiler) runs from before the navigation until the screen's data
// has arrived; self time is summed by package / source folder and by function, and the long tasks (> 50 ms) are
// listed. Saves reports/profile-<page>.cpuprofile (open it in Chromium's DevTools, Performance panel).
//   npm run bench:profile -- --page=home|lesson --rate=4 --runs=3
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium, openPhonePage } from './lib/chromium.mjs';
import { build, preview, root } from './lib/server.mjs';

const PAGES = {
  home: { hash: '#/index/', ready: 'main[data-page="index"] a[href^="#/lesson/play/"]' },
  lesson: { hash: '#/lesson/play/11', ready: '[data-page="lesson-play"]' },
};
const { values } = parseArgs({
  options: {
    page: { type: 'string', default: 'home' },
    rate: { type: 'string', default: '4' },
    runs: { type: 'string', default: '3' },
  },
});
const target = PAGES[values.page];
if (!target) throw new Error(`--page must be one of ${Object.keys(PAGES).join(', ')}`);
const rate = Number(values.rate);
const runs = Number(values.runs);

/** Per script URL: the line each module of the (unminified, unconcatenated) chunk starts on, and its path. */
const moduleLines = new Map();
async function indexModules(url) {
  if (moduleLines.has(url)) return;
  const starts = [];
  try {
    const lines = (await (await fetch(url)).text()).split('\n');
    lines.forEach((line, index) => {
      const module = /^"(\.[^"]+)"\(/.exec(line);
      if (module) starts.push([index, module[1]]);
    });
  } catch {
    // not a script we can read: attributed to its URL
  }
  moduleLines.set(url, starts);
}

/** Where a profile node's code comes from: a package, a source folder, or the engine itself. */
function origin(url, line) {
  if (!url) return '(engine)';
  let module = url.replace(/^https?:\/\/[^/]+/, '');
  for (const [start, name] of moduleLines.get(url) ?? []) if (start <= line) module = name;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module);
  if (pkg) return pkg[1];
  return module.split('/').slice(0, 4).join('/');
}

const distDir = 'dist-profile';
build({ distDir, envMode: 'production', env: { PUBLIC_API_BASE: '/', ANALYZE: 'raw' } });
const server = await preview({ distDir });
const browser = await launchChromium();
const byOrigin = new Map();
const byFunction = new Map();
const longTasks = [];
let total = 0;
try {
  for (let run = 1; run <= runs; run++) {
    const page = await openPhonePage(browser);
    await page.addInitScript(() => {
      localStorage.setItem('wkt:token', 'mock.1.profile');
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${server.url}/?from=singlemessage${target.hash}`);
    await page.locator(target.ready).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const { profile } = await cdp.send('Profiler.stop');
    longTasks.push(...(await page.evaluate(() => window.__longTasks)).map(([start, ms]) => ({ run, start, ms })));
    mkdirSync(path.join(root, 'reports'), { recursive: true });
    if (run === 1) writeFileSync(path.join(root, `reports/profile-${values.page}.cpuprofile`), JSON.stringify(profile));
    // Self time of each node = its samples × the interval between them.
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    for (const node of profile.nodes) if (node.callFrame.url.startsWith('http')) await indexModules(node.callFrame.url);
    const deltas = profile.timeDeltas;
    profile.samples.forEach((id, index) => {
      const node = nodes.get(id);
      const ms = (deltas[index + 1] ?? 0) / 1000;
      const { functionName, url, lineNumber } = node.callFrame;
      if (functionName === '(idle)' || functionName === '(program)') return;
      total += ms;
      const key = origin(url, lineNumber);
      byOrigin.set(key, (byOrigin.get(key) ?? 0) + ms);
      const name = `${functionName || '(anonymous)'} ${key}:${lineNumber + 1}`;
      byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    });
    await page.context().close();
  }
} finally {
  await browser.close();
  await server.stop();
}
const top = (map, count) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `  ${(ms / runs).toFixed(0).padStart(5)} ms  ${name}`)
    .join('\n');
console.log(`${values.page}: busy CPU ${Math.round(total / runs)} ms per load at ${rate}× (mean of ${runs} runs)`);
console.log(`self time by origin:\n${top(byOrigin, 25)}`);
console.log(`self time by function:\n${top(byFunction, 30)}`);
console.log(
  `long tasks: ${longTasks.map(({ run, start, ms }) => `#${run} ${Math.round(ms)} ms at ${Math.round(start)}`).join(', ')}`,
);

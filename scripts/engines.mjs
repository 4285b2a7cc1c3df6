#!/usr/bin/env node
// The engine matrix (`npm run test:engines`; `.ci/run` runs it after `npm test`): builds the test-mode app, serves it
// with the mock backend, runs tests/engines in each supported engine one after another (Chromium 86, 92 and 107 from
// npm packages, today's Debian Chromium, WebKit through WebKitWebDriver under Xvfb), and prints the table of engines
// × journeys. ENGINES=chromium-86,webkit picks engines; other arguments go to rstest (`-t live` for one journey). The last line is the `N passed, N failed` CI reads.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { runCounted } from './lib/run.mjs';
import { build, preview, root } from './lib/server.mjs';

const started = Date.now();
const distDir = 'dist-engines-app';
build({ distDir, envMode: 'test' });
const out = path.join(root, 'tests/.out');
rmSync(path.join(out, 'engines'), { recursive: true, force: true });
const server = await preview({ distDir });
let result;
try {
  result = await runCounted(
    [
      path.join(root, 'node_modules/.bin/rstest'),
      'run',
      '-c',
      'tests/rstest.engines.config.ts',
      ...process.argv.slice(2),
    ],
    {
      env: { E2E_BASE_URLS: server.url },
    },
  );
} finally {
  await server.stop();
}

/** The table: one row per engine, one column per journey (✓, or ✗ with the reason's first words). */
const names = (process.env.ENGINES || 'chromium-86,chromium-92,chromium-107,chromium-current,webkit').split(',');
const rows = names.map((name) => {
  try {
    return [name, JSON.parse(readFileSync(path.join(out, `engines-${name.trim()}.json`), 'utf8'))];
  } catch {
    return [name, {}];
  }
});
const journeys = [...new Set(rows.flatMap(([, row]) => Object.keys(row).filter((key) => key !== 'version')))];
const short = (cell) => (cell ? (cell.length > 60 ? `${cell.slice(0, 57)}…` : cell) : '—');
console.log(`\n| engine | version | ${journeys.map((_, index) => `${index + 1}`).join(' | ')} |`);
console.log(`| --- | --- | ${journeys.map(() => '---').join(' | ')} |`);
for (const [name, row] of rows)
  console.log(`| ${name} | ${row.version ?? '—'} | ${journeys.map((journey) => short(row[journey])).join(' | ')} |`);
for (const [index, journey] of journeys.entries()) console.log(`${index + 1}. ${journey}`);
for (const failure of result.failures) {
  console.log(`  ✗ ${failure}`);
  for (const why of result.reasons.get(failure) ?? []) console.log(`      ↳ ${why}`);
}
console.log(`\n${result.passed} passed, ${result.failed} failed in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(result.failed === 0 && result.code === 0 ? 0 : 1);

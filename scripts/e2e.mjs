#!/usr/bin/env node
// End-to-end run: builds the test-mode app once (simulated WeChat bridge, same-origin API) and a production build
// (or reuses the one `npm run budget` just made: E2E_PRODUCTION_DIST), serves the test build with the mock backend
// once per rstest worker (two files run at once; each worker has a server, so a mock reset in one file never wipes
// another's state), runs tests/e2e in Debian's Chromium against each backend the mock can play, and always stops
// the servers:
// - full mock: every file but the shell's own (navigation, login);
// - spec-minimal mock (src/app/mock/minimal): the shell's files, the crawl and the wallet redirects, against answers
//   carrying only the spec's fields.
// The backend is switched at run time (GET /__mock/backend?mode=…), so one build serves both.
// E2E_BACKENDS=full or =minimal runs one; arguments filter files as rstest's do. The last lines name the failed
// tests, then the combined `N passed, N failed` that scripts/test.mjs reads.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { runCounted } from './lib/run.mjs';
import { build, preview, root } from './lib/server.mjs';

/**
 * The shell's own files (login, gating, titles, statistics) run only against the spec-minimal mock: the shell reads
 * only the spec's fields, and that is what the real backend answers. The crawl and the wallet redirects run against
 * both.
 */
const SHELL_ONLY = ['navigation', 'login'];
const ALL = readdirSync(path.join(root, 'tests/e2e'))
  .filter((file) => file.endsWith('.e2e.ts'))
  .map((file) => file.replace(/\.e2e\.ts$/, ''));
const BACKENDS = {
  full: { label: 'full mock', files: ALL.filter((file) => !SHELL_ONLY.includes(file)) },
  minimal: { label: 'spec-minimal mock', files: [...SHELL_ONLY, 'crawl', 'wallet'] },
};
/** rstest workers (tests/rstest.e2e.config.ts reads E2E_WORKERS): two on the two-core machine. */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

const asked = (process.env.E2E_BACKENDS ?? 'full,minimal').split(',').map((name) => name.trim());
const unknown = asked.filter((name) => !(name in BACKENDS));
if (unknown.length) {
  console.error(`E2E_BACKENDS: unknown ${unknown.join(', ')} (use ${Object.keys(BACKENDS).join(', ')})`);
  process.exit(1);
}
const filters = process.argv.slice(2);
const rstest = path.join(root, 'node_modules/.bin/rstest');

/** The files a backend runs, narrowed by the command line's filters; null when none is left. */
function filesFor({ files }) {
  if (!filters.length) return files;
  const kept = files.filter((file) => filters.some((filter) => filter.includes(file) || file.includes(filter)));
  return kept.length ? kept : null;
}

async function switchBackend(baseUrl, mode) {
  const response = await fetch(`${baseUrl}/__mock/backend?mode=${mode}`);
  const body = await response.json();
  if (body?.data?.mode !== mode) throw new Error(`mock backend did not switch to ${mode}: ${JSON.stringify(body)}`);
}

const started = Date.now();
const testDist = 'dist-e2e';
build({ distDir: testDist, envMode: 'test' });
// The production build the build checks read (no mock code in it, activity code out of the first screen).
let productionDist = process.env.E2E_PRODUCTION_DIST;
if (!productionDist || !existsSync(path.join(root, productionDist, 'index.html'))) {
  productionDist = 'dist-budget';
  // As `npm run preview` builds it: the API and the live room's socket on the preview server's own origin.
  build({ distDir: productionDist, envMode: 'production', env: { PUBLIC_API_BASE: '/', PUBLIC_WS_BASE: '/ws' } });
}
console.log(`builds ready in ${Math.round((Date.now() - started) / 1000)} s`);

const servers = await Promise.all(Array.from({ length: WORKERS }, () => preview({ distDir: testDist })));
const totals = { passed: 0, failed: 0 };
const lines = [];
try {
  for (const name of asked) {
    const backend = BACKENDS[name];
    const args = filesFor(backend);
    if (args === null) continue;
    await Promise.all(servers.map((server) => switchBackend(server.url, name)));
    console.log(`\n━━ end-to-end against the ${backend.label} ━━`);
    const paths = args.map((file) => `tests/e2e/${file}.e2e.ts`);
    const result = await runCounted([rstest, 'run', '-c', 'tests/rstest.e2e.config.ts', ...paths], {
      env: {
        E2E_BASE_URLS: servers.map((server) => server.url).join(','),
        E2E_WORKERS: String(WORKERS),
        E2E_BACKEND_LABEL: backend.label,
        E2E_TEST_DIST: testDist,
        E2E_PRODUCTION_DIST: productionDist,
      },
    });
    totals.passed += result.passed;
    totals.failed += result.failed;
    lines.push(`[${backend.label}] ${result.passed} passed, ${result.failed} failed in ${result.seconds} s`);
    for (const failure of result.failures) {
      lines.push(`  ✗ ${failure}`, ...(result.reasons.get(failure) ?? []).map((why) => `      ↳ ${why}`));
    }
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
}
console.log(`\n${lines.join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(totals.failed === 0 ? 0 : 1);

#!/usr/bin/env node
// End-to-end run: builds the test-mode app once (simulated WeChat bridge, same-origin API), serves it with the mock
// backend, runs tests/e2e in Debian's Chromium against each backend the mock can play, and always stops the server:
// - full mock: every file;
// - spec-minimal mock (src/app/mock/minimal): the navigation files, against answers carrying only the spec's fields.
// The backend is switched at run time (GET /__mock/backend?mode=…), so one build and one server serve both.
// E2E_BACKENDS=full or =minimal runs one; arguments filter files as rstest's do. The last line is the combined
// `N passed, N failed` that scripts/test.mjs reads.
import path from 'node:path';
import { runCounted } from './lib/run.mjs';
import { build, preview, root } from './lib/server.mjs';

const BACKENDS = {
  full: { label: 'full mock', files: null },
  minimal: { label: 'spec-minimal mock', files: ['navigation', 'login', 'crawl', 'wallet'] },
};

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
  if (!files) return filters;
  if (!filters.length) return files;
  const kept = files.filter((file) => filters.some((filter) => filter.includes(file) || file.includes(filter)));
  return kept.length ? kept : null;
}

async function switchBackend(baseUrl, mode) {
  const response = await fetch(`${baseUrl}/__mock/backend?mode=${mode}`);
  const body = await response.json();
  if (body?.data?.mode !== mode) throw new Error(`mock backend did not switch to ${mode}: ${JSON.stringify(body)}`);
}

build({ distDir: 'dist-e2e', envMode: 'test' });
const server = await preview({ distDir: 'dist-e2e' });
const totals = { passed: 0, failed: 0 };
const lines = [];
try {
  for (const name of asked) {
    const backend = BACKENDS[name];
    const args = filesFor(backend);
    if (args === null) continue;
    await switchBackend(server.url, name);
    console.log(`\n━━ end-to-end against the ${backend.label} ━━`);
    const result = await runCounted([rstest, 'run', '-c', 'tests/rstest.e2e.config.ts', ...args], {
      env: { E2E_BASE_URL: server.url, E2E_BACKEND_LABEL: backend.label },
    });
    totals.passed += result.passed;
    totals.failed += result.failed;
    lines.push(`[${backend.label}] ${result.passed} passed, ${result.failed} failed in ${result.seconds} s`);
    lines.push(...result.failures.map((name) => `  ✗ ${name}`));
  }
} finally {
  await server.stop();
}
console.log(`\n${lines.join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);

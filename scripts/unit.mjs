#!/usr/bin/env node
// Unit and component tests in two runs: the files that share modules (tests/rstest.config.ts, isolate: false), then
// the few that mock a module, each isolated (tests/rstest.mocks.config.ts). Arguments filter files as rstest's do;
// a run left with no file is skipped. The last line is the combined `N passed, N failed` that scripts/test.mjs reads.
import path from 'node:path';
import { runCounted } from './lib/run.mjs';
import { root } from './lib/server.mjs';

const rstest = path.join(root, 'node_modules/.bin/rstest');
const filters = process.argv.slice(2);
const runs = [
  { label: 'shared modules', config: 'tests/rstest.config.ts' },
  { label: 'module mocks, isolated', config: 'tests/rstest.mocks.config.ts' },
];

const totals = { passed: 0, failed: 0 };
const lines = [];
for (const { label, config } of runs) {
  const result = await runCounted([rstest, 'run', '-c', config, '--passWithNoTests', ...filters]);
  totals.passed += result.passed;
  totals.failed += result.failed;
  lines.push(`[${label}] ${result.passed} passed, ${result.failed} failed in ${result.seconds} s`);
  if (result.failures.length) lines.push(...result.failures.map((name) => `  ${name}`));
}
console.log(`\n${lines.join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);

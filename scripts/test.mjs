#!/usr/bin/env node
// `npm test`: every check, in order — typecheck, lint, unit/component tests, size budget, end-to-end tests.
// Every step runs even when an earlier one failed, so one run shows everything that is wrong. The summary at the end
// names every failed test again with the first lines of its error (CI shows only the tail of the output), and the
// last line is the plain `N passed, N failed` CI reads: the tests of both runners plus one per gate (typecheck, lint,
// budget).
import path from 'node:path';
import { runCounted } from './lib/run.mjs';
import { root } from './lib/server.mjs';

const bin = (name) => path.join(root, 'node_modules/.bin', name);

const steps = [
  { name: 'typecheck', command: [bin('tsc'), '-p', '.'] },
  { name: 'lint', command: ['npm', 'run', '-s', 'lint'] },
  { name: 'unit and component tests', command: ['node', 'scripts/unit.mjs'], counts: true },
  // The end-to-end tests serve this build too: its live room's socket on the preview server, as `npm run preview`'s.
  { name: 'size budget', command: ['node', 'scripts/budget.mjs'], env: { PUBLIC_WS_BASE: '/ws' } },
  // Reuses the production build the budget step made (scripts/budget.mjs builds dist-budget).
  {
    name: 'end-to-end tests',
    command: ['node', 'scripts/e2e.mjs'],
    counts: true,
    env: { E2E_PRODUCTION_DIST: 'dist-budget' },
  },
];

const started = Date.now();
let passed = 0;
let failed = 0;
const report = [];
// Typecheck and lint are one process each, one core each: they run side by side (their output is printed as each
// finishes), the rest one after another.
const early = new Map(
  steps.slice(0, 2).map((step) => [step, runCounted(step.command, { env: step.env, quiet: true })]),
);
for (const step of steps) {
  console.log(`\n━━ ${step.name} ━━`);
  const result = await (early.get(step) ?? runCounted(step.command, { env: step.env }));
  if (early.has(step)) process.stdout.write(result.output);
  if (step.counts && result.counted) {
    passed += result.passed;
    failed += result.failed;
  } else if (result.code === 0 && !step.counts) {
    passed += 1;
  } else {
    failed += 1;
  }
  const counts = result.counted ? ` (${result.passed} passed, ${result.failed} failed)` : '';
  report.push(`${result.code === 0 ? 'ok  ' : 'FAIL'} ${step.name}${counts} in ${result.seconds} s`);
  if (!step.counts) continue;
  for (const name of result.failures) {
    report.push(`       ✗ ${name}`, ...(result.reasons.get(name) ?? []).map((why) => `           ↳ ${why}`));
  }
}

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(`\n━━ summary (${minutes} min) ━━\n${report.join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

#!/usr/bin/env node
// `npm test`: every check, in order — typecheck, lint, unit/component tests, size budget, end-to-end tests.
// Every step runs even when an earlier one failed, so one run shows everything that is wrong. The last line is
// the plain `N passed, N failed` CI reads: the tests of both runners plus one per gate (typecheck, lint, budget).
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

const steps = [
  { name: 'typecheck', command: [bin('tsc'), '-p', '.'] },
  { name: 'lint', command: ['npm', 'run', '-s', 'lint'] },
  { name: 'unit and component tests', command: [bin('rstest'), 'run', '-c', 'tests/rstest.config.ts'], counts: true },
  { name: 'size budget', command: ['node', 'scripts/budget.mjs'] },
  { name: 'end-to-end tests', command: ['node', 'scripts/e2e.mjs'], counts: true },
];

const SUMMARY = /^(\d+) passed, (\d+) failed/m;

function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { cwd: root, env: { ...process.env, NO_COLOR: '1' } });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output += chunk;
        (stream === child.stdout ? process.stdout : process.stderr).write(chunk);
      });
    }
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

let passed = 0;
let failed = 0;
const report = [];
for (const step of steps) {
  console.log(`\n━━ ${step.name} ━━`);
  const { code, output } = await run(step.command);
  const lines = output.trim().split('\n');
  const match = step.counts
    ? [...lines]
        .reverse()
        .map((line) => line.match(SUMMARY))
        .find(Boolean)
    : null;
  if (match) {
    passed += Number(match[1]);
    failed += Number(match[2]);
    // A runner that crashed after its summary, or exited non-zero without a failing test, still fails the step.
    if (code !== 0 && Number(match[2]) === 0) failed += 1;
  } else if (code === 0 && !step.counts) {
    passed += 1;
  } else {
    failed += 1;
  }
  report.push(`${code === 0 ? 'ok  ' : 'FAIL'} ${step.name}${match ? ` (${match[0]})` : ''}`);
}

console.log(`\n━━ summary ━━\n${report.join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

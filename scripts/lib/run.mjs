// Runs a test command, streaming its output, and reads what it printed: the last `N passed, N failed` line and the
// names of the failed tests (lines starting with ✗ or FAIL), so a summary at the very end can name them again —
// CI shows only the tail of a long run.
import { spawnGroup } from './children.mjs';
import { root } from './server.mjs';

const SUMMARY = /^(\d+) passed, (\d+) failed/gm;
// The progress line's duration, `(5738ms)`, is not part of the name.
const FAILURE = /^\s*(?:✗|FAIL) +(.+?)(?: \(\d+(?:\.\d+)?m?s\))?\s*$/;
// What a failure printed under its name: the error's first lines, and where in a test file it was thrown.
const LOCATION = /^\s*at ((?:tests|src|activities|scripts)\/\S+:\d+:\d+)/;
const REASON_LINES = 3;
// A reason ends at a blank line or at the next test's line (passed ✓, failed ✗ or FAIL, skipped ↓).
const ENDS_REASON = /^\s*(?:$|✓|✗|↓|FAIL )/;
const REASON_WIDTH = 200;
// A diff's header and its brackets say nothing a reader needs; the lines that differ do.
const DIFF_NOISE = /^\s*(?:[-+] (?:Expected|Received)|[-+]\s*[[\]{}]*,?)\s*$/;

/** A failed test's full name starts with its file (a progress line's shorter `Suite > test` is not counted twice). */
const isTestName = (name) => /^[\w./@-]+\.(?:test|e2e)\.tsx? > /.test(name ?? '');

/**
 * The failed tests a run printed, by name, and for each the first lines of its error and its location in a test
 * file (from rstest's failure blocks, or from scripts/e2e.mjs's `↳` lines).
 */
export function failuresIn(output) {
  const lines = output.split('\n');
  const failures = [...new Set(lines.map((line) => line.match(FAILURE)?.[1]).filter(isTestName))];
  const reasons = new Map();
  lines.forEach((line, index) => {
    const name = line.match(FAILURE)?.[1];
    if (!isTestName(name) || reasons.get(name)?.length) return;
    const why = [];
    let end = index + 1;
    while (end < lines.length && !ENDS_REASON.test(lines[end]) && why.length < REASON_LINES) {
      if (!DIFF_NOISE.test(lines[end])) why.push(lines[end].trim().replace(/^↳ /, '').slice(0, REASON_WIDTH));
      end += 1;
    }
    for (let next = end; next < Math.min(lines.length, index + 40) && !FAILURE.test(lines[next]); next += 1) {
      const at = lines[next].match(LOCATION)?.[1];
      if (at) {
        why.push(`at ${at}`);
        break;
      }
    }
    reasons.set(name, why);
  });
  return { failures, reasons };
}

/**
 * `{ code, output, seconds, passed, failed, failures, reasons }`; `quiet` keeps the output for the caller instead of
 * streaming it. A run that crashed, or exited non-zero without a failing
 * test, counts one failure; `counted` is false when it printed no summary at all.
 */
export function runCounted(command, { env = {}, quiet = false } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawnGroup(command[0], command.slice(1), {
      cwd: root,
      env: { ...process.env, NO_COLOR: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output += chunk;
        // quiet: kept for the caller to print (runs side by side would interleave their lines).
        if (!quiet) (stream === child.stdout ? process.stdout : process.stderr).write(chunk);
      });
    }
    child.on('close', (exitCode) => {
      const code = exitCode ?? 1;
      const match = [...output.matchAll(SUMMARY)].at(-1);
      const passed = Number(match?.[1] ?? 0);
      const reported = Number(match?.[2] ?? 0);
      const failed = reported + (code !== 0 && reported === 0 ? 1 : 0);
      resolve({
        code,
        output,
        seconds: Math.round((Date.now() - started) / 1000),
        counted: Boolean(match),
        passed,
        failed,
        ...failuresIn(output),
      });
    });
  });
}

// Runs a test command, streaming its output, and reads what it printed: the last `N passed, N failed` line and the
// names of the failed tests (lines starting with ✗ or FAIL), so a summary at the very end can name them again —
// CI shows only the tail of a long run.
import { spawn } from 'node:child_process';
import { root } from './server.mjs';

const SUMMARY = /^(\d+) passed, (\d+) failed/gm;
const FAILURE = /^(?:✗|FAIL) +(.+?)\s*$/;

/**
 * `{ code, output, seconds, passed, failed, failures }`. A run that crashed, or exited non-zero without a failing
 * test, counts one failure; `counted` is false when it printed no summary at all.
 */
export function runCounted(command, { env = {} } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), {
      cwd: root,
      env: { ...process.env, NO_COLOR: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output += chunk;
        (stream === child.stdout ? process.stdout : process.stderr).write(chunk);
      });
    }
    child.on('close', (exitCode) => {
      const code = exitCode ?? 1;
      const match = [...output.matchAll(SUMMARY)].at(-1);
      const passed = Number(match?.[1] ?? 0);
      const reported = Number(match?.[2] ?? 0);
      const failed = reported + (code !== 0 && reported === 0 ? 1 : 0);
      const failures = [
        ...new Set(
          output
            .split('\n')
            .map((line) => line.match(FAILURE)?.[1])
            .filter((name) => name?.includes(' > ')),
        ),
      ];
      resolve({
        code,
        output,
        seconds: Math.round((Date.now() - started) / 1000),
        counted: Boolean(match),
        passed,
        failed,
        failures,
      });
    });
  });
}

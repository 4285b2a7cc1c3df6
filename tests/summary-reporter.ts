import path from 'node:path';
import type { Reporter } from '@rstest/core';

/**
 * Prints the plain `N passed, N failed` line CI reads, as the run's last line (rstest's own summary has another
 * shape). Skipped and todo tests are reported after a comma so they are never mistaken for passes. With a `label`
 * (the end-to-end run against one mock backend) the line ends with it, so only scripts/e2e.mjs's combined line is bare.
 */
export function createSummaryReporter(label?: string): Reporter {
  return {
    onTestRunEnd({ testResults, unhandledErrors }) {
      const count = (status: string) => testResults.filter((result) => result.status === status).length;
      const failed = count('fail') + (unhandledErrors?.length ?? 0);
      const skipped = count('skip') + count('todo');
      const tail = `${skipped ? `, ${skipped} skipped` : ''}${label ? ` [${label}]` : ''}`;
      process.stdout.write(`\n${count('pass')} passed, ${failed} failed${tail}\n`);
    },
  };
}

export const summaryReporter: Reporter = createSummaryReporter();

const marks: Record<string, string> = { pass: '✓', fail: '✗', skip: '-', todo: '-' };

/**
 * The end-to-end run against one mock backend: every test named with the backend as a suffix (`… [full mock]`,
 * `… [spec-minimal mock]`), and the failures again at the end with their messages, so two runs read apart.
 */
export function backendReporter(label: string): Reporter {
  const failures: string[] = [];
  const nameOf = (result: { testPath: string; parentNames?: string[]; name: string }) =>
    [path.relative(process.cwd(), result.testPath), ...(result.parentNames ?? []), `${result.name} [${label}]`].join(
      ' > ',
    );
  return {
    onTestCaseResult(result) {
      const took = result.duration === undefined ? '' : ` (${Math.round(result.duration)}ms)`;
      process.stdout.write(`  ${marks[result.status] ?? '?'} ${nameOf(result)}${took}\n`);
      if (result.status !== 'fail') return;
      // The message and the start of the diff: enough to tell why without the default reporter's full report.
      const messages = (result.errors ?? []).map((error) =>
        [error.message, error.diff ?? '']
          .join('\n')
          .split('\n')
          .filter(Boolean)
          .slice(0, 24)
          .map((line) => `    ${line}`)
          .join('\n'),
      );
      failures.push([`✗ ${nameOf(result)}`, ...messages].join('\n'));
    },
    onTestFileResult(file) {
      // Each file's own time, to balance the two workers (scripts/e2e.mjs) and to see what the suite's time is made of.
      if (file.duration !== undefined) {
        process.stdout.write(
          `  ⏱ ${path.relative(process.cwd(), file.testPath)} ${Math.round(file.duration / 1000)} s\n`,
        );
      }
      if (file.status !== 'fail' || !file.errors?.length) return;
      failures.push([`✗ ${nameOf(file)}`, ...file.errors.map((error) => `    ${error.message}`)].join('\n'));
    },
    onUserConsoleLog(log) {
      process.stdout.write(log.content.endsWith('\n') ? log.content : `${log.content}\n`);
    },
    onTestRunEnd() {
      if (failures.length) process.stdout.write(`\nFailed [${label}]:\n${failures.join('\n\n')}\n`);
    },
  };
}

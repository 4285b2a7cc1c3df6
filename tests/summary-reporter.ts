import type { Reporter } from '@rstest/core';

/**
 * Prints the plain `N passed, N failed` line CI reads, as the run's last line (rstest's own summary has another
 * shape). Skipped and todo tests are reported after a comma so they are never mistaken for passes.
 */
export const summaryReporter: Reporter = {
  onTestRunEnd({ testResults, unhandledErrors }) {
    const count = (status: string) => testResults.filter((result) => result.status === status).length;
    const failed = count('fail') + (unhandledErrors?.length ?? 0);
    const skipped = count('skip') + count('todo');
    const tail = skipped ? `, ${skipped} skipped` : '';
    process.stdout.write(`\n${count('pass')} passed, ${failed} failed${tail}\n`);
  },
};

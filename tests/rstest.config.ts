import path from 'node:path';
import { loadEnv } from '@rsbuild/core';
import { withRsbuildConfig } from '@rstest/adapter-rsbuild';
import { defineConfig } from '@rstest/core';
import { summaryReporter } from './summary-reporter';

const root = path.resolve(import.meta.dirname, '..');
// rstest does not inline `.env.test` into import.meta.env by itself; do what `rsbuild build --env-mode test` does.
const { publicVars } = loadEnv({ cwd: root, mode: 'test' });

/** Unit and component tests: src/, activities/ and scripts/, in happy-dom, with the mock backend on msw/node. */
export default defineConfig({
  extends: withRsbuildConfig({ cwd: root }),
  root,
  source: { define: publicVars },
  include: ['src/**/*.test.{ts,tsx}', 'activities/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
  testEnvironment: 'happy-dom',
  setupFiles: ['./tests/setup.ts'],
  reporters: ['default', summaryReporter],
  restoreMocks: true,
});

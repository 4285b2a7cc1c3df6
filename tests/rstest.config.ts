import path from 'node:path';
import { loadEnv } from '@rsbuild/core';
import { withRsbuildConfig } from '@rstest/adapter-rsbuild';
import { defineConfig, type RstestConfig } from '@rstest/core';
import { filesWithModuleMocks } from './module-mocks';
import { summaryReporter } from './summary-reporter';

const root = path.resolve(import.meta.dirname, '..');
// rstest does not inline `.env.test` into import.meta.env by itself; do what `rsbuild build --env-mode test` does.
const { publicVars } = loadEnv({ cwd: root, mode: 'test' });

export const UNIT_FOLDERS = ['src', 'activities', 'scripts'];
export const withModuleMocks = filesWithModuleMocks(root, UNIT_FOLDERS);

/** What both unit configurations share: the app's build settings, happy-dom, the mock backend on msw/node. */
export const unitConfig: RstestConfig = {
  extends: withRsbuildConfig({ cwd: root }),
  root,
  source: { define: publicVars },
  testEnvironment: 'happy-dom',
  // Re-run for every file even when modules are shared: msw, Testing Library's cleanup, the mock database, storage.
  setupFiles: ['./tests/setup.ts'],
  reporters: ['default', summaryReporter],
  restoreMocks: true,
};

/**
 * Unit and component tests: src/, activities/ and scripts/. Files share one module graph per worker (`isolate:
 * false`): loading React, effector, zod, msw and happy-dom once per worker instead of once per file takes the suite
 * from about 225 s to about 50 s here. Models are tested in fork()ed scopes and tests/setup.ts resets what is global
 * after every test, so sharing is safe; files that mock a module run isolated (tests/rstest.mocks.config.ts).
 */
export default defineConfig({
  ...unitConfig,
  include: UNIT_FOLDERS.map((folder) => `${folder}/**/*.test.{ts,tsx}`),
  exclude: withModuleMocks,
  isolate: false,
});

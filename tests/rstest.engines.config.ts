import path from 'node:path';
import { defineConfig } from '@rstest/core';
import { createSummaryReporter } from './summary-reporter';

/**
 * The engine matrix (tests/engines): old Chromium builds, today's Chromium and WebKit against the test-mode app with
 * the mock backend. Started by scripts/engines.mjs, which builds and serves the app (E2E_BASE_URLS). One engine at a
 * time: each is a browser of its own on a two-core machine.
 */
export default defineConfig({
  root: path.resolve(import.meta.dirname, '..'),
  // The route crawl reads the app's route list (src/app/navigation/page-list.ts), which imports with the app's alias.
  resolve: { alias: { '@': path.resolve(import.meta.dirname, '../src') } },
  include: ['tests/engines/**/*.e2e.ts'],
  testEnvironment: 'node',
  testTimeout: 120_000,
  hookTimeout: 120_000,
  pool: { maxWorkers: 1 },
  reporters: ['default', createSummaryReporter()],
});

import path from 'node:path';
import { defineConfig } from '@rstest/core';
import { backendReporter, createSummaryReporter } from './summary-reporter';

/** Which mock backend the run is against (scripts/e2e.mjs): its tests are named with it. */
const backend = process.env.E2E_BACKEND_LABEL;

/**
 * End-to-end tests: Debian's Chromium (playwright-core) against built apps served with the mock backend.
 * Started by scripts/e2e.mjs, which builds the test-mode app, serves it once per worker (E2E_BASE_URLS) and runs
 * this once per mock backend (E2E_BACKEND_LABEL).
 */
export default defineConfig({
  root: path.resolve(import.meta.dirname, '..'),
  // The crawl reads the app's route list (src/app/navigation/page-list.ts), which imports with the app's alias.
  resolve: { alias: { '@': path.resolve(import.meta.dirname, '../src') } },
  include: ['tests/e2e/**/*.e2e.ts'],
  testEnvironment: 'node',
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // Two files at a time on the two-core machine (most of an end-to-end test is waiting for a page), each with its
  // own app server (support.test-utils.ts baseUrl).
  pool: { maxWorkers: Number(process.env.E2E_WORKERS ?? 1) },
  // Concurrent tests (the fault suite) mostly wait (request timeouts, login round trips): many at once in one browser.
  maxConcurrency: 8,
  reporters: backend
    ? [backendReporter(backend), createSummaryReporter(backend)]
    : ['default', createSummaryReporter()],
});

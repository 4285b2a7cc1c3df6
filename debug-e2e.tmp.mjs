import { spawnSync } from 'node:child_process';
import { build, preview } from './scripts/lib/server.mjs';
const files = process.argv.slice(2);
build({ distDir: 'dist-e2e', envMode: 'test' });
const server = await preview({ distDir: 'dist-e2e' });
const result = spawnSync('node_modules/.bin/rstest', ['run', '-c', 'tests/rstest.e2e.config.ts', ...files], {
  stdio: 'inherit',
  env: { ...process.env, E2E_BASE_URLS: server.url, E2E_WORKERS: '1', E2E_TEST_DIST: 'dist-e2e', E2E_PRODUCTION_DIST: 'dist-budget' },
});
await server.stop();
process.exit(result.status ?? 1);

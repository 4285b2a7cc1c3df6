#!/usr/bin/env node
// End-to-end run: builds the test-mode app (simulated WeChat bridge, same-origin API), serves it with the mock
// backend, runs tests/e2e in Debian's Chromium, and always stops the server.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { build, preview, root } from './lib/server.mjs';

build({ distDir: 'dist-e2e', envMode: 'test' });
const server = await preview({ distDir: 'dist-e2e' });
let status = 1;
try {
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/rstest'),
    ['run', '-c', 'tests/rstest.e2e.config.ts', ...process.argv.slice(2)],
    { cwd: root, stdio: 'inherit', env: { ...process.env, E2E_BASE_URL: server.url } },
  );
  status = result.status ?? 1;
} finally {
  await server.stop();
}
process.exit(status);

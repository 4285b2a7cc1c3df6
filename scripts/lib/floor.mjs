// The floor of the first-screen benchmarks: React alone rendering a home-shaped static screen (bench/floor), built
// the way the app is into `<distDir>/floor`, so the app's preview server serves it on the same origin. Build the app
// first: its build empties the folder.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './server.mjs';

export function buildFloor(distDir) {
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/rsbuild'),
    ['build', '-c', 'bench/floor/rsbuild.config.ts'],
    { cwd: root, env: { ...process.env, NODE_ENV: 'production', DIST_DIR: distDir }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`floor build failed:\n${result.stdout}\n${result.stderr}`);
}

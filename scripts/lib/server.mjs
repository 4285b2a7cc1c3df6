// Builds the app and serves a dist folder with `rsbuild preview` (which mounts the mock backend), for the
// budget check and the end-to-end tests. Servers are started by PID and always stopped by it.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { spawnGroup } from './children.mjs';

export const root = path.resolve(import.meta.dirname, '../..');
const rsbuild = path.join(root, 'node_modules/.bin/rsbuild');

/** `rsbuild build` into `distDir`; `envMode` picks `.env.<mode>`, `env` overrides variables. Throws on failure. */
export function build({ distDir, envMode = 'production', env = {} }) {
  const result = spawnSync(rsbuild, ['build', '--env-mode', envMode], {
    cwd: root,
    // A test runner's NODE_ENV=test would make Rsbuild build unhashed, unminified files.
    env: { ...process.env, NODE_ENV: 'production', ...env, DIST_DIR: distDir },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`build of ${distDir} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Serves `distDir` on a free port; resolves with `{ url, stop }` once it answers. */
export async function preview({ distDir, env = {} }) {
  const port = await freePort();
  const child = spawnGroup(rsbuild, ['preview', '--port', String(port)], {
    cwd: root,
    env: { ...process.env, ...env, DIST_DIR: distDir, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 3000).unref();
    });
  for (let attempt = 0; attempt < 150; attempt++) {
    if (child.exitCode !== null) throw new Error(`preview server exited:\n${output}`);
    try {
      const response = await fetch(`${url}/`);
      if (response.ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`preview server did not answer on ${url}:\n${output}`);
}

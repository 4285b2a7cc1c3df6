import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/lib/server.mjs';
import { root } from './support.test-utils';

/** A throw-away copy of the repository to run commands in (tests/e2e/scaffold.e2e.ts). */
export type ScratchRepo = {
  dir: string;
  run: (command: string, args: string[]) => { status: number | null; stdout: string; stderr: string; output: string };
  bin: (name: string) => string;
  remove: () => void;
};

/**
 * The environment of a developer's shell: no NODE_ENV or colours from the test runner, and none of the end-to-end
 * runner's settings (a run inside the copy starts its own servers and builds).
 */
function shellEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(E2E_|RSTEST_)/.test(name) && name !== 'NODE_ENV'),
  );
  delete env.FORCE_COLOR;
  return { ...env, NO_COLOR: '1' };
}

/**
 * Every file git knows or would add (tracked, and untracked but not ignored), except the existing campaigns and their
 * end-to-end tests: they are tested on their own, and one being edited must not fail the scaffold's test.
 * node_modules is linked, not copied.
 */
export function copyRepository(): ScratchRepo {
  const dir = mkdtempSync(path.join(tmpdir(), 'wkt-scaffold-'));
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root });
  for (const file of listed.stdout.toString('utf8').split('\0').filter(Boolean)) {
    const campaign = /^activities\/[^/]+\//.test(file) || /^tests\/e2e\/activity-[^/]+\.e2e\.ts$/.test(file);
    if (campaign || !existsSync(path.join(root, file))) continue;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    copyFileSync(path.join(root, file), path.join(dir, file));
  }
  mkdirSync(path.join(dir, 'activities'), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  // Biome reads .gitignore through git.
  spawnSync('git', ['init', '-q'], { cwd: dir });
  return {
    dir,
    run(command, args) {
      const result = spawnSync(command, args, { cwd: dir, env: shellEnv(), encoding: 'utf8', stdio: 'pipe' });
      return {
        status: result.status,
        stdout: result.stdout,
        stderr: result.stderr,
        output: result.stdout + result.stderr,
      };
    },
    bin: (name) => path.join(dir, 'node_modules/.bin', name),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** `rsbuild dev` (what `npm start` runs) in `dir` on a free port; `stop` ends it by its PID and waits. */
export async function startDevServer(
  repo: ScratchRepo,
): Promise<{ url: string; stop: () => Promise<void>; output: () => string }> {
  const port = await freePort();
  const child = spawn(repo.bin('rsbuild'), ['dev', '--port', String(port)], { cwd: repo.dir, env: shellEnv() });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 5000).unref();
    });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`dev server exited:\n${output}`);
    if (
      await fetch(`${url}/`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { url, stop, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`dev server did not answer on ${url}:\n${output}`);
}

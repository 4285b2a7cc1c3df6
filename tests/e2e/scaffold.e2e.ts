import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { firstScreenScripts } from './activity.test-utils';
import { copyRepository, type ScratchRepo, startDevServer } from './scratch-repo.test-utils';
import { launchChromium, phonePage, screenshot } from './support.test-utils';

// `npm run activity:new` in a scratch copy of the repository, then what a marketing developer does next: check the
// manifests, run the new tests (its end-to-end test and the build-chunk test too), lint, open the page on the dev
// server, edit its mock and its manifest while it runs, and break a manifest on purpose. Nothing outside the new
// campaign's folder and its end-to-end test is touched.
let repo: ScratchRepo;

const run = (command: string, args: string[]) => repo.run(command, args);
const npmRun = (script: string, ...args: string[]) =>
  run('npm', ['run', '-s', script, ...(args.length ? ['--', ...args] : [])]);
const bin = (name: string) => repo.bin(name);
const manifestOf = (id: string) => path.join(repo.dir, 'activities', id, 'manifest.ts');
const editManifest = (id: string, from: string, to: string) =>
  writeFileSync(manifestOf(id), readFileSync(manifestOf(id), 'utf8').replace(from, to));

/** Polls an asynchronous condition (the dev server reacts to an edit within a second or two). */
async function until(condition: () => Promise<boolean>, timeout = 30_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeout) throw new Error(`not met within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('npm run activity:new in a scratch copy', () => {
  beforeAll(() => {
    repo = copyRepository();
  });
  afterAll(() => repo?.remove());

  it('creates a campaign that passes activity:check, its own tests, Biome and tsc', () => {
    // The first screen as it is before the campaign exists, to compare with the build that has it.
    const before = run('env', [
      'NODE_ENV=production',
      'DIST_DIR=dist-before',
      'PUBLIC_API_BASE=/',
      bin('rsbuild'),
      'build',
      '--env-mode',
      'production',
    ]);
    expect(before.status).toBe(0);
    const created = npmRun('activity:new', 'scratch-demo', '--title', '测试活动');
    expect(created.output).toContain('已创建 activities/scratch-demo/（测试活动）');
    expect(created.status).toBe(0);
    expect(existsSync(path.join(repo.dir, 'tests/e2e/activity-scratch-demo.e2e.ts'))).toBe(true);
    for (const file of ['manifest.ts', 'index.ts', 'ui/IndexPage.tsx', 'model/scratch-demo.ts', 'mocks/handlers.ts']) {
      expect({ file, exists: existsSync(path.join(repo.dir, 'activities/scratch-demo', file)) }).toEqual({
        file,
        exists: true,
      });
    }

    const check = npmRun('activity:check');
    expect(check.output).toContain('1 activity manifest(s) valid: scratch-demo');
    expect(check.status).toBe(0);

    const tests = run(bin('rstest'), ['run', '-c', 'tests/rstest.config.ts', 'activities/scratch-demo']);
    expect(tests.output).toMatch(/\b[1-9]\d* passed, 0 failed/);
    expect(tests.status).toBe(0);

    const lint = run(bin('biome'), ['check', 'activities/scratch-demo', 'tests/e2e/activity-scratch-demo.e2e.ts']);
    expect(lint.output).not.toMatch(/error|warning/i);
    expect(lint.status).toBe(0);

    // The generated mocks reach the mock backend through its public entry only.
    const boundaries = run('node', ['scripts/check-boundaries.mjs']);
    expect(boundaries.output).toContain('the mock only through its entries');
    expect(boundaries.status).toBe(0);

    const types = run(bin('tsc'), ['-p', '.']);
    expect(types.output).toBe('');
    expect(types.status).toBe(0);
  }, 240_000);

  it('passes its end-to-end test and the build-chunk test untouched, and leaves the first screen as it was', () => {
    const e2e = run('node', ['scripts/e2e.mjs', 'activity-scratch-demo', 'activities-build']);
    expect(e2e.output).toMatch(/\n[1-9]\d* passed, 0 failed in/);
    expect(e2e.status).toBe(0);
    // The production build with the new campaign against the one made before it existed: the first screen's
    // JavaScript is the same file for file, byte for byte, but for the build hash that names the lazy chunks.
    const scratch = firstScreenScripts(path.join(repo.dir, 'dist-budget'));
    const here = firstScreenScripts(path.join(repo.dir, 'dist-before'));
    expect(Object.keys(scratch).sort()).toEqual(Object.keys(here).sort());
    for (const [file, code] of Object.entries(here)) {
      expect({ file, length: scratch[file]?.length, same: scratch[file] === code }).toEqual({
        file,
        length: code.length,
        same: true,
      });
    }
  }, 420_000);

  it('serves the new page on the dev server, logged in as the demo learner', async () => {
    expect(npmRun('activity:new', 'scratch-other').status).toBe(0);
    const dev = await startDevServer(repo);
    const { url, stop } = dev;
    const browser = await launchChromium();
    try {
      const page = await phonePage(browser);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${url}/?token=mock.1.t#/activity/scratch-demo/index`);
      await page.getByRole('heading', { level: 2, name: '欢迎参加「测试活动」' }).waitFor({ timeout: 30_000 });
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('测试活动');
      expect(await page.getByText('已有 1 人参与').count()).toBe(1);
      expect(await page.title()).toBe('测试活动');
      await screenshot(page, 'scaffold-scratch-demo');
      expect(errors).toEqual([]);

      // An edit of the campaign's mock answers the next request: no restart.
      const handlers = path.join(repo.dir, 'activities/scratch-demo/mocks/handlers.ts');
      writeFileSync(handlers, readFileSync(handlers, 'utf8').replace('欢迎参加「测试活动」', '改过的标题'));
      await until(async () => {
        // The dev client may reload the page itself at the same moment; the next round looks again.
        await page.reload().catch(() => undefined);
        return page
          .getByRole('heading', { level: 2, name: '改过的标题' })
          .waitFor({ timeout: 3000 })
          .then(
            () => true,
            () => false,
          );
      });

      // A manifest that takes another campaign's address is re-checked while the server runs: the terminal, the
      // check's answer and the page name the newer campaign's file and field, and the older keeps its address.
      // The page is away while the server rebuilds: the dev client's reload of the old address would otherwise race
      // the visit below.
      await page.goto('about:blank');
      editManifest('scratch-other', "'/activity/scratch-other/index'", "'/activity/scratch-demo/index'");
      const clash =
        "activities/scratch-other/manifest.ts: routes[0].path: '/activity/scratch-demo/index' 与 activities/scratch-demo/manifest.ts routes[0] 冲突";
      await until(async () =>
        ((await (await fetch(`${url}/__activities/check`)).json()) as { problems: string[] }).problems.includes(clash),
      );
      await page.goto(`${url}/?v=2#/activity/scratch-demo/index`);
      await page.getByRole('heading', { level: 2, name: '改过的标题' }).waitFor({ timeout: 30_000 });
      expect(await page.getByRole('alert').filter({ hasText: clash }).count()).toBe(1);
      await screenshot(page, 'scaffold-manifest-problem');

      editManifest('scratch-other', "'/activity/scratch-demo/index'", "'/activity/scratch-other/index'");
      editManifest('scratch-other', "title: '新活动',", "title: '新活动',\n  endsAt: '2026-12-32T00:00:00+08:00',");
      const badDate = 'activities/scratch-other/manifest.ts: endsAt: 不是真实存在的时间';
      await until(async () =>
        ((await (await fetch(`${url}/__activities/check`)).json()) as { problems: string[] }).problems.some((line) =>
          line.startsWith(badDate),
        ),
      );
      // The check's answer is set while the compile reports; the terminal prints the warning once it has finished.
      await until(async () => dev.output().includes(badDate), 10_000).catch(() => undefined);
      expect(dev.output()).toContain(badDate);
      rmSync(path.join(repo.dir, 'activities/scratch-other'), { recursive: true });
      rmSync(path.join(repo.dir, 'tests/e2e/activity-scratch-other.e2e.ts'));
    } finally {
      await browser.close();
      await stop();
    }
  }, 180_000);

  it('refuses a bad id, an existing folder, and a missing id without a terminal', () => {
    const badId = npmRun('activity:new', 'Scratch_Demo');
    expect([badId.status, badId.stderr]).toEqual([1, expect.stringContaining('不是 kebab-case')]);
    const existing = npmRun('activity:new', 'scratch-demo');
    expect([existing.status, existing.stderr]).toEqual([
      1,
      expect.stringContaining('activities/scratch-demo/ 已经存在'),
    ]);
    const noId = npmRun('activity:new');
    expect([noId.status, noId.stderr]).toEqual([1, expect.stringContaining('用法：npm run activity:new -- <id>')]);
  });

  it('reports a broken manifest with its file and field, and the scaffold still works beside it', () => {
    expect(npmRun('activity:new', 'scratch-broken').status).toBe(0);
    editManifest('scratch-broken', "auth: 'silent'", "auth: 'sometimes'");
    const check = npmRun('activity:check');
    expect(check.status).toBe(1);
    expect(check.stderr).toMatch(/^activities\/scratch-broken\/manifest\.ts: routes\[0\]\.auth: .+/m);

    const beside = npmRun('activity:new', 'scratch-clash');
    expect(beside.status).toBe(0);
    expect(beside.stderr).toContain('其他活动的清单有问题');
  });

  it('reports a route collision on the campaign that takes the address, and removes a new campaign that collides', () => {
    editManifest('scratch-clash', '/activity/scratch-clash/index', '/activity/scratch-demo/index');
    const check = npmRun('activity:check');
    expect(check.status).toBe(1);
    expect(check.stderr).toContain(
      "activities/scratch-clash/manifest.ts: routes[0].path: '/activity/scratch-demo/index' 与 activities/scratch-demo/manifest.ts routes[0] 冲突",
    );

    editManifest('scratch-clash', '/activity/scratch-demo/index', '/activity/scratch-late/index');
    const late = npmRun('activity:new', 'scratch-late');
    expect(late.status).toBe(1);
    expect(late.stderr).toContain('已删除 activities/scratch-late/ 和 tests/e2e/activity-scratch-late.e2e.ts');
    expect(existsSync(path.join(repo.dir, 'tests/e2e/activity-scratch-late.e2e.ts'))).toBe(false);
    expect(late.stderr).toContain(
      "activities/scratch-late/manifest.ts: routes[0].path: '/activity/scratch-late/index' 与 activities/scratch-clash/manifest.ts routes[0] 冲突",
    );
    expect(existsSync(path.join(repo.dir, 'activities/scratch-late'))).toBe(false);
  });
});

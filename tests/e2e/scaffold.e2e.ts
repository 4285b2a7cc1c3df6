import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { copyRepository, type ScratchRepo, startDevServer } from './scratch-repo.test-utils';
import { launchChromium, phonePage, screenshot } from './support.test-utils';

// `npm run activity:new` in a scratch copy of the repository, then what a marketing developer does next: check the
// manifests, run the new tests, lint, open the page on the dev server, and break a manifest on purpose.
let repo: ScratchRepo;

const run = (command: string, args: string[]) => repo.run(command, args);
const npmRun = (script: string, ...args: string[]) =>
  run('npm', ['run', '-s', script, ...(args.length ? ['--', ...args] : [])]);
const bin = (name: string) => repo.bin(name);
const manifestOf = (id: string) => path.join(repo.dir, 'activities', id, 'manifest.ts');
const editManifest = (id: string, from: string, to: string) =>
  writeFileSync(manifestOf(id), readFileSync(manifestOf(id), 'utf8').replace(from, to));

describe('npm run activity:new in a scratch copy', () => {
  beforeAll(() => {
    repo = copyRepository();
  });
  afterAll(() => repo?.remove());

  it('creates a campaign that passes activity:check, its own tests, Biome and tsc', () => {
    const created = npmRun('activity:new', 'scratch-demo', '--title', '测试活动');
    expect(created.output).toContain('已创建 activities/scratch-demo/（测试活动）');
    expect(created.status).toBe(0);
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

    const lint = run(bin('biome'), ['check', 'activities/scratch-demo']);
    expect(lint.output).not.toMatch(/error|warning/i);
    expect(lint.status).toBe(0);

    // The generated mocks reach the mock backend through its public entry only.
    const boundaries = run('node', ['scripts/check-boundaries.mjs']);
    expect(boundaries.output).toContain('the mock only through its entries');
    expect(boundaries.status).toBe(0);

    const types = run(bin('tsc'), ['-p', '.']);
    expect(types.output).toBe('');
    expect(types.status).toBe(0);
  }, 180_000);

  it('serves the new page on the dev server, logged in as the demo learner', async () => {
    const { url, stop } = await startDevServer(repo);
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
    } finally {
      await browser.close();
      await stop();
    }
  }, 120_000);

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

  it('reports a route collision between two campaigns, and removes a new campaign that collides', () => {
    editManifest('scratch-clash', '/activity/scratch-clash/index', '/activity/scratch-demo/index');
    const check = npmRun('activity:check');
    expect(check.status).toBe(1);
    expect(check.stderr).toContain(
      "activities/scratch-demo/manifest.ts: routes[0].path: '/activity/scratch-demo/index' 与 activities/scratch-clash/manifest.ts routes[0] 冲突",
    );

    editManifest('scratch-clash', '/activity/scratch-demo/index', '/activity/scratch-late/index');
    const late = npmRun('activity:new', 'scratch-late');
    expect(late.status).toBe(1);
    expect(late.stderr).toContain('已删除 activities/scratch-late/');
    expect(late.stderr).toContain(
      "activities/scratch-late/manifest.ts: routes[0].path: '/activity/scratch-late/index' 与 activities/scratch-clash/manifest.ts routes[0] 冲突",
    );
    expect(existsSync(path.join(repo.dir, 'activities/scratch-late'))).toBe(false);
  });
});

import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from '@rstest/core';

// `npm run activity:check` on a made-up activities/ folder (its optional argument is the root to check).
const root = path.resolve(import.meta.dirname, '..');
let scratch = '';

function campaign(id: string, fields: Record<string, string>, modifiedAt: number): void {
  const dir = path.join(scratch, 'activities', id);
  mkdirSync(dir, { recursive: true });
  const manifest = {
    apiVersion: 'weiketang.activity/v1',
    id,
    title: '活动',
    ...fields,
    routes: [
      { path: fields.path ?? `/activity/${id}/index`, page: 'index', title: '活动', auth: 'silent', share: false },
    ],
  };
  delete (manifest as Record<string, unknown>).path;
  writeFileSync(path.join(dir, 'manifest.ts'), `export default ${JSON.stringify(manifest)};\n`);
  writeFileSync(path.join(dir, 'index.ts'), 'export default {};\n');
  const at = new Date(modifiedAt);
  utimesSync(path.join(dir, 'manifest.ts'), at, at);
}

function check(): { status: number | null; stderr: string } {
  const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/activity-check.ts', scratch], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: result.status, stderr: result.stderr };
}

afterEach(() => rmSync(scratch, { recursive: true, force: true }));

describe('npm run activity:check', () => {
  it('refuses dates that do not exist and a window that ends before it starts, naming file and field', () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'wkt-check-'));
    campaign('day-32', { endsAt: '2026-12-32T00:00:00+08:00' }, Date.now());
    campaign('minute-61', { startsAt: '2026-12-01T24:61:00+08:00' }, Date.now());
    campaign('backwards', { startsAt: '2026-12-31T00:00:00+08:00', endsAt: '2026-12-01T00:00:00+08:00' }, Date.now());
    const { status, stderr } = check();
    expect(status).toBe(1);
    expect(stderr).toMatch(/^activities\/day-32\/manifest\.ts: endsAt: 不是真实存在的时间/m);
    expect(stderr).toMatch(/^activities\/minute-61\/manifest\.ts: startsAt: 不是真实存在的时间/m);
    expect(stderr).toContain('activities/backwards/manifest.ts: endsAt: 结束时间需要晚于开始时间');
    expect(stderr).toContain('3 problem(s) in activity manifests.');
  }, 30_000);

  it('reports a route clash on the campaign changed last (the one being added), whatever the folder order', () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'wkt-check-'));
    const hour = 3_600_000;
    campaign('zz-existing', {}, Date.now() - hour);
    campaign('aa-added', { path: '/activity/zz-existing/index' }, Date.now());
    const { status, stderr } = check();
    expect(status).toBe(1);
    expect(stderr.split('\n').filter((line) => line.includes('冲突'))).toEqual([
      "activities/aa-added/manifest.ts: routes[0].path: '/activity/zz-existing/index' 与 activities/zz-existing/manifest.ts routes[0] 冲突",
    ]);
  }, 30_000);
});

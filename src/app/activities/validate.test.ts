import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import type { RouteDef } from '@/shared/routing';
import { coreRoutes } from '@/shared/routing';
import { type ManifestEntry, validateManifests } from './validate';

// Every activities/<id>/manifest.ts, found the way the runtime finds them (catalog.ts): no list to keep in sync.
const manifestContext = import.meta.webpackContext('../../../activities', {
  recursive: true,
  regExp: /^\.\/[a-z0-9-]+\/manifest\.ts$/,
  mode: 'sync',
});
const realEntries: ManifestEntry[] = manifestContext.keys().map((key) => {
  const folder = key.split('/')[1] ?? '';
  return {
    file: `activities/${folder}/manifest.ts`,
    folder,
    manifest: (manifestContext(key) as { default: unknown }).default,
  };
});

const route = { path: '/activity/demo/index', page: 'index', title: '活动', auth: 'silent', share: false };
const manifest = { apiVersion: 'weiketang.activity/v1', id: 'demo', title: '示例活动', routes: [route] };

/** The problems of one manifest in activities/<folder>/, against `core` (no core routes unless given). */
function problemsOf(value: unknown, folder = 'demo', core: RouteDef[] = []): string[] {
  return validateManifests([{ file: `activities/${folder}/manifest.ts`, folder, manifest: value }], core).problems;
}

describe('the real activity manifests', () => {
  it('are found', () => {
    expect(realEntries.length).toBeGreaterThan(0);
  });

  it('are all valid, with unique ids and no route colliding with a core route or another campaign', () => {
    const { manifests, problems } = validateManifests(realEntries, coreRoutes);
    expect(problems).toEqual([]);
    expect(manifests.map((valid) => valid.id).sort()).toEqual(realEntries.map((entry) => entry.folder).sort());
  });

  it('are data only: they import types and nothing else (no React, no effector in the first screen)', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const valueImports = realEntries.flatMap(({ file }) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .filter((line) => /^\s*import\s(?!type\s)|\bimport\(|\brequire\(/.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(valueImports).toEqual([]);
  });
});

describe('a broken manifest', () => {
  it('names the file and the field: routes[1].auth', () => {
    const broken = { ...manifest, routes: [route, { ...route, path: '/activity/demo/more', auth: 'sometimes' }] };
    expect(problemsOf(broken)).toEqual([
      "activities/demo/manifest.ts: routes[1].auth: auth 只能是 'profile'、'base'、'silent' 或 'none'",
    ]);
  });

  it.each([
    ['apiVersion', { ...manifest, apiVersion: 'v0' }],
    ['id', { ...manifest, id: 'Demo_Page' }],
    ['title', { ...manifest, title: undefined }],
    ['startsAt', { ...manifest, startsAt: '2026-12-12 00:00' }],
    ['endsAt', { ...manifest, endsAt: '2026-12-12T00:00:00' }],
    ['endsAt', { ...manifest, endsAt: '2026-12-32T00:00:00+08:00' }],
    ['startsAt', { ...manifest, startsAt: '2026-12-12T24:61:00+08:00' }],
    ['startsAt', { ...manifest, startsAt: '2026-02-29T00:00:00+08:00' }],
    ['routes', { ...manifest, routes: [] }],
    ['routes[0].path', { ...manifest, routes: [{ ...route, path: '/demo/index' }] }],
    ['routes[0].page', { ...manifest, routes: [{ ...route, page: 'my-page' }] }],
    ['routes[0].title', { ...manifest, routes: [{ ...route, title: '' }] }],
    ['routes[0].background', { ...manifest, routes: [{ ...route, background: 'Red Background' }] }],
    ['routes[0].params.token', { ...manifest, routes: [{ ...route, params: { token: 'string' } }] }],
  ])('rejects a bad %s, naming it', (field, broken) => {
    const problems = problemsOf(broken);
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) expect(problem.startsWith(`activities/demo/manifest.ts: ${field}: `)).toBe(true);
  });

  it('names the share card of a route whose card is incomplete', () => {
    const share = { title: '分享', description: '描述', image: '/cover.png', link: 'everywhere' };
    const problems = problemsOf({ ...manifest, routes: [{ ...route, share }] });
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems)
      expect(problem).toMatch(/^activities\/demo\/manifest\.ts: routes\[0\]\.share(\.link)?: /);
  });

  it('rejects unknown keys (the schema is strict)', () => {
    expect(problemsOf({ ...manifest, colour: 'red' })).toHaveLength(1);
    expect(problemsOf({ ...manifest, routes: [{ ...route, login: true }] })).toEqual([
      expect.stringMatching(/^activities\/demo\/manifest\.ts: routes\[0\]/),
    ]);
  });

  // zod/mini's own message for unrecognized_keys issues is a bare "Invalid input" (no locale is loaded, and their
  // path stops at the object), which names neither the key nor, at the top level, any field: validate.ts must.
  it('names an unknown key', () => {
    expect(problemsOf({ ...manifest, colour: 'red' })).toEqual([
      expect.stringMatching(/^activities\/demo\/manifest\.ts: .*colour/),
    ]);
    expect(problemsOf({ ...manifest, routes: [{ ...route, login: true }] })).toEqual([
      expect.stringMatching(/^activities\/demo\/manifest\.ts: routes\[0\].*login/),
    ]);
  });

  it('rejects a manifest that is not an object (a file without a default export)', () => {
    expect(problemsOf(undefined)).toHaveLength(1);
  });

  it('rejects an id that is not the folder name', () => {
    expect(problemsOf(manifest, 'demo-2')).toEqual([
      "activities/demo-2/manifest.ts: id: 'demo' 需要与文件夹名 'demo-2' 相同",
    ]);
  });

  it('rejects a time window that ends before it starts, whatever the time zones', () => {
    const window = { startsAt: '2026-12-12T08:00:00+08:00', endsAt: '2026-12-12T00:00:00Z' };
    expect(problemsOf({ ...manifest, ...window })).toEqual([
      'activities/demo/manifest.ts: endsAt: 结束时间需要晚于开始时间',
    ]);
    expect(
      problemsOf({ ...manifest, startsAt: '2026-12-12T00:00:00+08:00', endsAt: '2026-12-12T00:00:01+08:00' }),
    ).toEqual([]);
  });

  it('rejects a path parameter without a kind when the route lists kinds', () => {
    const vip = { ...route, path: '/activity/demo/vip/:orderId/:token', params: { token: 'text' } };
    expect(problemsOf({ ...manifest, routes: [vip] })).toEqual([
      'activities/demo/manifest.ts: routes[0].params: 缺少参数 orderId 的类型',
    ]);
  });
});

import { describe, expect, it } from '@rstest/core';
import type { RouteDef } from '@/shared/routing';
import { coreRoutes } from '@/shared/routing';
import { type ManifestEntry, validateManifests } from './validate';

const route = { path: '/activity/demo/index', page: 'index', title: '活动', auth: 'silent', share: false };
const manifest = { apiVersion: 'weiketang.activity/v1', id: 'demo', title: '示例活动', routes: [route] };

describe('across manifests', () => {
  const other = { ...manifest, id: 'other', routes: [{ ...route, path: '/activity/other/index' }] };
  const entry = (folder: string, value: unknown): ManifestEntry => ({
    file: `activities/${folder}/manifest.ts`,
    folder,
    manifest: value,
  });

  it('rejects a duplicate id', () => {
    const { problems } = validateManifests([entry('demo', manifest), entry('copy', manifest)], []);
    expect(problems).toContain("activities/copy/manifest.ts: id: 'demo' 已被 activities/demo/manifest.ts 使用");
  });

  it('reports a route collision between two campaigns, also when only the parameter names differ', () => {
    const clash = { ...route, path: '/activity/demo/vip/:orderId' };
    const same = { ...other, routes: [{ ...route, path: '/activity/demo/vip/:id' }] };
    const { problems } = validateManifests([entry('demo', { ...manifest, routes: [clash] }), entry('other', same)], []);
    expect(problems).toEqual([
      "activities/other/manifest.ts: routes[0].path: '/activity/demo/vip/:id' 与 activities/demo/manifest.ts routes[0] 冲突",
    ]);
  });

  it('reports a route that collides with a core route', () => {
    const core: RouteDef[] = [{ name: 'fake-core', path: '/activity/demo/index', meta: {} }];
    expect(validateManifests([entry('demo', manifest)], core).problems).toEqual([
      "activities/demo/manifest.ts: routes[0].path: '/activity/demo/index' 与 核心路由 fake-core 冲突",
    ]);
  });

  it('accepts campaigns whose paths differ', () => {
    expect(validateManifests([entry('demo', manifest), entry('other', other)], coreRoutes).problems).toEqual([]);
  });
});

import { describe, expect, it } from '@rstest/core';
import { homeRoute } from '@/pages/home';
import { coreRoutes, definePage, defineRedirect, matchRoute, type RouteMeta } from '@/shared/routing';
import { pageRoutes } from './page-table';

const page = () => import('@/pages/home/ui/HomePage');

describe('page table', () => {
  it('has every core route once, each with its page loader', () => {
    const names = pageRoutes.map((route) => route.name).filter((name) => name !== 'dev-catalogue');
    expect(new Set(names).size).toBe(names.length);
    expect(names.toSorted()).toEqual(coreRoutes.map((route) => route.name).toSorted());
    for (const route of pageRoutes) {
      expect(typeof route.load).toBe('function');
      expect(coreRoutes.find((core) => core.name === route.name)?.path ?? '/dev/catalogue').toBe(route.path);
    }
  });

  it('carries the home descriptor the first screen uses', () => {
    expect(pageRoutes).toContain(homeRoute);
  });

  it('carries the metadata of spec §2, §4 and §5', () => {
    const meta = (path: string): RouteMeta | undefined => matchRoute(pageRoutes, path)?.route.meta;
    expect(meta('/index/')).toMatchObject({ tab: 'discover', auth: 'profile' });
    expect(meta('/study/index')).toMatchObject({ tab: 'study', title: '学习' });
    expect(meta('/mine/index')).toMatchObject({ tab: 'mine', title: '我的', auth: 'profile' });
    for (const path of ['/lesson/package/1', '/lesson/channel/1', '/lesson/play/1', '/single/usd/1']) {
      expect(meta(path)?.share).toBe(true);
    }
    for (const path of ['/lesson/channel/1', '/lesson/play/1', '/lesson/attent']) expect(meta(path)?.auth).toBe('base');
    expect(meta('/liveroom/listener/1/2')).toMatchObject({ hideFooter: true, auth: 'profile' });
    expect(meta('/mine/personInfo')).toMatchObject({ lecturerOnly: true });
    expect(meta('/mine/personInfo')?.realNameOnly).toBeUndefined();
    expect(meta('/mine/setting/user')).toMatchObject({ lecturerOnly: true, realNameOnly: true });
    expect(meta('/discount')).toMatchObject({ middleList: true });
    expect(meta('/hot')?.auth).toBeUndefined();
  });

  it('refuses at typecheck a route name or a path that is not in the path tables', () => {
    // @ts-expect-error: no route is called lesson-plya
    const misspelt = definePage({ name: 'lesson-plya', path: '/lesson/play/:id', meta: {}, load: page });
    // @ts-expect-error: lesson-play lives at /lesson/play/:id
    const wrongPath = definePage({ name: 'lesson-play', path: '/lesson/plya/:id', meta: {}, load: page });
    // @ts-expect-error: no route is called mine-coupons
    const redirect = defineRedirect('mine-coupons', '/index/', {});
    expect([misspelt.name, wrongPath.path, redirect.path]).toEqual(['lesson-plya', '/lesson/plya/:id', undefined]);
  });
});

import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { type RouteDef, readLocation } from '@/shared/routing';
import { $toast } from '@/shared/ui/toast';
import { allowed, LOAD_FAILED, redirected } from './decision';
import { type Allowed, enterRouteFx, type View } from './entering';
import { $navigationId } from './location';
import { $pendingNotice } from './toasts';
import { $navigationError, $view } from './view';

const location = readLocation('#/mine/index', '');
const Page = () => null;
const view = (route: RouteDef): View => ({ id: 1, location, match: { route, params: {} }, Page });
const plain: RouteDef = { name: 'plain', path: '/plain', meta: {}, load: async () => ({ default: Page }) };
const list: RouteDef = { ...plain, name: 'list', meta: { middleList: true } };

describe('toasts of the shell', () => {
  it("shows a redirect's reason on the page it led to, once", async () => {
    const scope = fork({
      values: [[$navigationId, 1]],
      handlers: [[enterRouteFx, (entered: Allowed) => ({ ...entered, Page })]],
    });
    const redirect = { kind: 'redirect', to: '/mine/index', notice: '您还不是讲师' } as const;
    await allSettled(redirected, { scope, params: { id: 1, location, decision: redirect } });
    expect(scope.getState($pendingNotice)).toBe('您还不是讲师');
    await allSettled(enterRouteFx, { scope, params: view(plain) });
    expect(scope.getState($toast)).toMatchObject({ message: '您还不是讲师', type: 'warning' });
    expect(scope.getState($pendingNotice)).toBeNull();
  });

  it("shows 加载中 while a page's code loads, except on middle-list routes and before the first page", async () => {
    const loading = async (route: RouteDef, onScreen: View | null) => {
      const scope = fork({ values: [[$view, onScreen]], handlers: [[enterRouteFx, () => new Promise(() => {})]] });
      void allSettled(allowed, {
        scope,
        params: { id: 1, location, decision: { kind: 'allow', match: { route, params: {} } } },
      });
      await Promise.resolve();
      return scope.getState($toast)?.type ?? null;
    };
    expect(await loading(plain, view(plain))).toBe('loading');
    expect(await loading(list, view(plain))).toBeNull();
    expect(await loading(plain, null)).toBeNull();
  });

  it("clears 加载中 when a page's code fails to load (offline), leaving only the error screen", async () => {
    const scope = fork({
      values: [
        [$view, view(plain)],
        [$navigationId, 1],
      ],
      handlers: [[enterRouteFx, () => Promise.reject(new Error('ChunkLoadError'))]],
    });
    await allSettled(allowed, {
      scope,
      params: { id: 1, location, decision: { kind: 'allow', match: { route: plain, params: {} } } },
    });
    expect(scope.getState($toast)).toBeNull();
    expect(scope.getState($navigationError)).toBe(LOAD_FAILED);
  });
});

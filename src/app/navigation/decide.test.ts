import { describe, expect, it } from '@rstest/core';
import type { ViewerRoles } from '@/entities/user';
import { ApiError } from '@/shared/api';
import { readLocation } from '@/shared/routing';
import { decide, requiredLogin } from './decide';
import { pageRoutes as coreRoutes } from './page-table';

const anonymous: ViewerRoles = {
  userId: null,
  hasProfile: false,
  hasOpenId: false,
  thirdAuthType: 'NONE',
  isLecturer: false,
  isRealNameVerified: false,
};
const learner: ViewerRoles = { ...anonymous, userId: 1, hasProfile: true, hasOpenId: true, thirdAuthType: 'USERINFO' };
const lecturer: ViewerRoles = { ...learner, userId: 2, isLecturer: true };
const verified: ViewerRoles = { ...lecturer, userId: 3, isRealNameVerified: true };

const at = (hash: string, roles: ViewerRoles, status: 'ready' | 'failed' = 'ready') =>
  decide({ routes: coreRoutes, location: readLocation(hash, '?v=1'), status, roles });

describe('requiredLogin (spec §4)', () => {
  it('asks for the full login on profile pages without a nickName', () => {
    expect(requiredLogin('profile', anonymous)).toBe('profile');
    expect(requiredLogin('profile', { ...learner, hasProfile: false })).toBe('profile');
  });
  it('asks for official-account authorisation on base pages when thirdAuthType is NONE', () => {
    expect(requiredLogin('base', { ...learner, thirdAuthType: 'NONE' })).toBe('base');
    expect(requiredLogin('base', learner)).toBeNull();
  });
  it('falls back to a silent login without an openId', () => {
    expect(requiredLogin('silent', anonymous)).toBe('silent');
    expect(requiredLogin('profile', { ...learner, hasOpenId: false })).toBe('silent');
    expect(requiredLogin('silent', { ...anonymous, hasOpenId: true })).toBeNull();
  });
  it('never asks on open pages', () => {
    expect(requiredLogin('none', anonymous)).toBeNull();
  });
});

describe('decide', () => {
  it('sends unknown paths, malformed ids and the empty main path home', () => {
    expect(at('#/nowhere', learner)).toEqual({ kind: 'redirect', to: '/index/' });
    expect(at('#/lesson/play/abc', learner)).toEqual({ kind: 'redirect', to: '/index/' });
    expect(at('#/', learner)).toEqual({ kind: 'redirect', to: '/index/' });
  });

  it('sends mine/subscribe to the study index', () => {
    expect(at('#/mine/subscribe', learner)).toEqual({ kind: 'redirect', to: '/study/index' });
  });

  it('logs in before anything else', () => {
    expect(at('#/index/', anonymous)).toEqual({ kind: 'login', login: 'profile' });
    expect(at('#/hot', anonymous)).toEqual({ kind: 'login', login: 'silent' });
    expect(at('#/lesson/play/3', { ...learner, thirdAuthType: 'NONE' })).toEqual({ kind: 'login', login: 'base' });
    // open/pay/order pays, so it needs the openId a silent login gives; the widget catalogue needs no login at all.
    expect(at('#/open/pay/order', anonymous)).toEqual({ kind: 'login', login: 'silent' });
    expect(at('#/open/auth/userInfo', anonymous)).toEqual({ kind: 'login', login: 'profile' });
    expect(at('#/dev/catalogue', anonymous).kind).toBe('allow');
  });

  it('asks for the full login after the server refused the session, on silent and base pages too (spec §6)', () => {
    const expired = (hash: string, roles: ViewerRoles) =>
      decide({
        routes: coreRoutes,
        location: readLocation(hash, '?v=1'),
        status: 'ready',
        roles,
        sessionExpired: true,
      });
    expect(expired('#/hot', anonymous)).toEqual({ kind: 'login', login: 'profile' });
    expect(expired('#/lesson/play/3', anonymous)).toEqual({ kind: 'login', login: 'profile' });
    expect(expired('#/dev/catalogue', anonymous).kind).toBe('allow');
  });

  it('gates lecturer pages, with the debug bypass for lecturer gating only, and says why on arrival', () => {
    expect(at('#/mine/personInfo', learner)).toEqual({ kind: 'redirect', to: '/mine/index', notice: '仅讲师可用' });
    expect(at('#/mine/personInfo?debug=true', learner).kind).toBe('allow');
    expect(at('#/mine/personInfo', lecturer).kind).toBe('allow');
    expect(at('#/mine/liveroom/info', lecturer).kind).toBe('allow');
  });

  it('gates studio pages on real-name authentication too', () => {
    for (const hash of ['#/mine/lesson/index', '#/mine/channel/add', '#/mine/slide/index', '#/mine/setting/user']) {
      expect(at(hash, learner)).toEqual({ kind: 'redirect', to: '/mine/index', notice: '仅讲师可用' });
      const unverified = { kind: 'redirect', to: '/mine/index', notice: '请先完成实名认证' };
      expect(at(hash, lecturer)).toEqual(unverified);
      expect(at(`${hash}?debug=true`, lecturer)).toEqual(unverified);
      expect(at(hash, verified).kind).toBe('allow');
    }
  });

  it('says why instead of gating when the lecturer profile could not be read (not 仅讲师可用 to a lecturer)', () => {
    const withoutProfile = (hash: string) =>
      decide({
        routes: coreRoutes,
        location: readLocation(hash, ''),
        status: 'ready',
        roles: learner,
        profileError: new ApiError('network', '/api/userCenter/userInfo'),
      });
    expect(withoutProfile('#/mine/personInfo')).toEqual({ kind: 'error', message: expect.stringContaining('网络') });
    expect(withoutProfile('#/mine/lesson/index')).toMatchObject({ kind: 'error' });
    // Pages that need no lecturer do not care.
    expect(withoutProfile('#/mine/coupon').kind).toBe('allow');
  });

  it('reports an undecidable viewer as an error instead of guessing a login', () => {
    expect(at('#/index/', anonymous, 'failed')).toMatchObject({ kind: 'error' });
    expect(at('#/dev/catalogue', anonymous, 'failed').kind).toBe('allow');
  });

  it('says what failed when the viewer could not load: a 500 or a bad answer is not blamed on the network', () => {
    const failedWith = (viewerError: unknown) =>
      decide({
        routes: coreRoutes,
        location: readLocation('#/index/', ''),
        status: 'failed',
        roles: anonymous,
        viewerError,
      });
    expect(failedWith(new ApiError('http', '/api/user/userinfo', { status: 500 }))).toEqual({
      kind: 'error',
      message: '系统繁忙，请稍后再试',
    });
    expect(failedWith(new ApiError('schema', '/api/user/userinfo'))).toMatchObject({
      message: '服务器返回的数据有误，请稍后再试',
    });
    expect(failedWith(new ApiError('timeout', '/api/user/userinfo'))).toMatchObject({
      message: '请求超时，网络太慢，请稍后重试',
    });
  });

  it('allows with the parsed parameters', () => {
    expect(at('#/liveroom/listener/1/3', learner)).toMatchObject({
      kind: 'allow',
      match: { route: { name: 'liveroom-listener' }, params: { studioId: 1, lessonId: 3 } },
    });
  });
});

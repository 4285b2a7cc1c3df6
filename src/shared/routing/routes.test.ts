import { describe, expect, it } from '@rstest/core';
import { coreRoutes } from './core-routes';
import { matchRoute } from './match';
import { channelPaths, SEARCH_PATH, tabPaths } from './paths';
import { linkTo } from './routes';
import { linkToMine } from './routes-mine-paths';

/** Every path of spec §2 (main, mine, study, open), with sample parameters, and the route it must show. */
const specPaths: Array<[string, string]> = [
  ['/index/', 'index'],
  ['/index/search', 'search'],
  ['/discount', 'discount'],
  ['/hot', 'hot'],
  ['/free', 'free'],
  ['/experience', 'experience'],
  ['/single/usd/2', 'single-usd'],
  ['/help/report', 'help-report'],
  ['/help/question', 'help-question'],
  ['/invite/index', 'invite-index'],
  ['/invite/card', 'invite-card'],
  ['/invite/share', 'invite-share'],
  ['/lesson/special', 'lesson-special'],
  ['/lesson/recommend', 'lesson-recommend'],
  ['/lesson/package/6', 'lesson-package'],
  ['/lesson/channel/2', 'lesson-channel'],
  ['/lesson/play/14', 'lesson-play'],
  ['/lesson/attent', 'lesson-attent'],
  ['/liveroom/listener/1/3', 'liveroom-listener'],
  ['/liveroom/lecturer/1/3', 'liveroom-lecturer'],
  ['/obtain/coupon/5', 'obtain-coupon'],
  ['/mine/index', 'mine-index'],
  ['/mine/personInfo', 'mine-person-info'],
  ['/mine/favorite', 'mine-favorite'],
  ['/mine/attent', 'mine-attent'],
  ['/mine/subscribe', 'mine-subscribe'],
  ['/mine/coupon', 'mine-coupon'],
  ['/mine/join/index', 'join-index'],
  ['/mine/join/info', 'join-info'],
  ['/mine/join/agreementService', 'join-agreement-service'],
  ['/mine/join/agreementLecturer', 'join-agreement-lecturer'],
  ['/mine/join/agreementOperate', 'join-agreement-operate'],
  ['/mine/liveroom/index', 'liveroom-index'],
  ['/mine/liveroom/distributeRule', 'liveroom-distribute-rule'],
  ['/mine/liveroom/mine', 'liveroom-mine'],
  ['/mine/liveroom/extension', 'liveroom-extension'],
  ['/mine/liveroom/home/1', 'liveroom-home'],
  ['/mine/liveroom/authenticate/1', 'liveroom-authenticate'],
  ['/mine/liveroom/info', 'liveroom-info'],
  ['/mine/channel/index', 'channel-index'],
  ['/mine/channel/add', 'channel-add'],
  ['/mine/channel/edit/2', 'channel-edit'],
  ['/mine/channel/2/lesson/add', 'channel-lesson-add'],
  ['/mine/channel/2/lesson/9/edit', 'channel-lesson-edit'],
  ['/mine/channel/content/2', 'channel-content'],
  ['/mine/lesson/index', 'studio-lesson-index'],
  ['/mine/lesson/add', 'studio-lesson-add'],
  ['/mine/lesson/9/edit', 'studio-lesson-edit'],
  ['/mine/lesson/content/9', 'studio-lesson-content'],
  ['/mine/lesson/ware/9', 'studio-lesson-ware'],
  ['/mine/slide/index', 'slide-index'],
  ['/mine/slide/add', 'slide-add'],
  ['/mine/slide/3/edit', 'slide-edit'],
  ['/mine/slide/choose/1', 'slide-choose'],
  ['/mine/wallet/index', 'wallet-index'],
  ['/mine/wallet/detail', 'wallet-detail'],
  ['/mine/wallet/cash', 'wallet-cash'],
  ['/mine/wallet/record', 'wallet-record'],
  ['/mine/wallet/bankAccount', 'wallet-bank-account'],
  ['/mine/buyRecord/index', 'buy-record'],
  ['/mine/extension/index', 'extension-index'],
  ['/mine/extension/wallet', 'extension-wallet'],
  ['/mine/extension/detail', 'extension-detail'],
  ['/mine/extension/record', 'extension-record'],
  ['/mine/extension/present', 'extension-present'],
  ['/mine/extension/sharecard', 'extension-sharecard'],
  ['/mine/extension/test', 'extension-test'],
  ['/mine/extension/test2', 'extension-test2'],
  ['/mine/extension/secrets', 'extension-secrets'],
  ['/mine/setting/index', 'setting-index'],
  ['/mine/setting/user', 'setting-user'],
  ['/mine/setting/userSay', 'setting-user-say'],
  ['/study/index', 'study-index'],
  ['/open/auth/userInfo', 'open-auth-userinfo'],
  ['/open/pay/order', 'open-pay-order'],
  // Ours, not the spec's: the topic screens (spec §7 has their calls, §2 no route).
  ['/topic/list', 'topic-list'],
  ['/topic/4', 'topic-detail'],
];

describe('path tables', () => {
  it.each(specPaths)('%s shows %s', (path, name) => {
    expect(matchRoute(coreRoutes, path)?.route.name).toBe(name);
  });

  it('has one route per spec path and unique names', () => {
    expect(coreRoutes).toHaveLength(specPaths.length);
    expect(new Set(coreRoutes.map((route) => route.name)).size).toBe(coreRoutes.length);
  });

  it('parses numeric parameters and rejects malformed ones as unknown paths', () => {
    expect(matchRoute(coreRoutes, '/liveroom/listener/1/3')?.params).toEqual({ studioId: 1, lessonId: 3 });
    expect(matchRoute(coreRoutes, '/lesson/play/abc')).toBeNull();
    expect(matchRoute(coreRoutes, '/lesson/play/0')).toBeNull();
    expect(matchRoute(coreRoutes, '/lesson/play/3.5')).toBeNull();
    expect(matchRoute(coreRoutes, '/nowhere')).toBeNull();
  });

  it('prefers static segments over parameters', () => {
    expect(matchRoute(coreRoutes, '/mine/slide/choose/2')?.route.name).toBe('slide-choose');
    expect(matchRoute(coreRoutes, '/mine/slide/7/edit')?.route.name).toBe('slide-edit');
  });

  it("keeps the first screen's fixed paths in step with the table", () => {
    expect(tabPaths).toEqual({
      discover: linkTo('index'),
      study: linkTo('study-index'),
      mine: linkToMine('mine-index'),
    });
    expect(SEARCH_PATH).toBe(linkTo('search'));
    for (const [name, path] of Object.entries(channelPaths)) {
      expect(path).toBe(linkTo(name as keyof typeof channelPaths));
    }
  });

  it('builds links from names, and a misspelt name fails the typecheck', () => {
    expect(linkTo('lesson-play', { id: 3 })).toBe('/lesson/play/3');
    expect(linkTo('index')).toBe('/index/');
    expect(() => linkTo('lesson-play')).toThrow(/missing parameter "id"/);
    // @ts-expect-error: no route is called lesson-plya
    expect(() => linkTo('lesson-plya')).toThrow();
  });
});

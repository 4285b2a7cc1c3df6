import { pathTo } from './match';
import type { RouteParams } from './types';

/**
 * Where each /mine route lives, apart from its metadata (which is in the page's descriptor): links to /mine pages
 * (`linkToMine('mine-coupon')`) need only this. Kept apart from the main paths so that a screen linking only to
 * main routes does not carry these fifty.
 */
export const minePaths = {
  'mine-index': '/mine/index',
  'mine-person-info': '/mine/personInfo',
  'mine-favorite': '/mine/favorite',
  'mine-attent': '/mine/attent',
  'mine-subscribe': '/mine/subscribe',
  'mine-coupon': '/mine/coupon',
  'join-index': '/mine/join/index',
  'join-info': '/mine/join/info',
  'join-agreement-service': '/mine/join/agreementService',
  'join-agreement-lecturer': '/mine/join/agreementLecturer',
  'join-agreement-operate': '/mine/join/agreementOperate',
  'liveroom-index': '/mine/liveroom/index',
  'liveroom-distribute-rule': '/mine/liveroom/distributeRule',
  'liveroom-mine': '/mine/liveroom/mine',
  'liveroom-extension': '/mine/liveroom/extension',
  'liveroom-home': '/mine/liveroom/home/:id',
  'liveroom-authenticate': '/mine/liveroom/authenticate/:type',
  'liveroom-info': '/mine/liveroom/info',
  'channel-index': '/mine/channel/index',
  'channel-add': '/mine/channel/add',
  'channel-edit': '/mine/channel/edit/:id',
  'channel-lesson-add': '/mine/channel/:cid/lesson/add',
  'channel-lesson-edit': '/mine/channel/:cid/lesson/:id/edit',
  'channel-content': '/mine/channel/content/:id',
  'studio-lesson-index': '/mine/lesson/index',
  'studio-lesson-add': '/mine/lesson/add',
  'studio-lesson-edit': '/mine/lesson/:id/edit',
  'studio-lesson-content': '/mine/lesson/content/:id',
  'studio-lesson-ware': '/mine/lesson/ware/:id',
  'slide-index': '/mine/slide/index',
  'slide-add': '/mine/slide/add',
  'slide-edit': '/mine/slide/:id/edit',
  'slide-choose': '/mine/slide/choose/:type',
  'wallet-index': '/mine/wallet/index',
  'wallet-detail': '/mine/wallet/detail',
  'wallet-cash': '/mine/wallet/cash',
  'wallet-record': '/mine/wallet/record',
  'wallet-bank-account': '/mine/wallet/bankAccount',
  'buy-record': '/mine/buyRecord/index',
  'extension-index': '/mine/extension/index',
  'extension-wallet': '/mine/extension/wallet',
  'extension-detail': '/mine/extension/detail',
  'extension-record': '/mine/extension/record',
  'extension-present': '/mine/extension/present',
  'extension-sharecard': '/mine/extension/sharecard',
  'extension-test': '/mine/extension/test',
  'extension-test2': '/mine/extension/test2',
  'extension-secrets': '/mine/extension/secrets',
  'setting-index': '/mine/setting/index',
  'setting-user': '/mine/setting/user',
  'setting-user-say': '/mine/setting/userSay',
} as const;

export type MineRouteName = keyof typeof minePaths;

/** The in-app path of a /mine route: `linkToMine('mine-coupon')` → `/mine/coupon`. */
export function linkToMine(name: MineRouteName, params?: RouteParams): string {
  return pathTo(minePaths[name], params);
}

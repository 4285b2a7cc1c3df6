import { withoutToken } from '@/shared/api';
import { hrefTo } from '@/shared/routing';

const BASE = '/activity/doubleTwelve2017';

export const promoPath = `${BASE}/index`;

export function vipOrderPath(orderNo: string): string {
  return `${BASE}/vip/${encodeURIComponent(orderNo)}`;
}

export function shareRankPath(shareCode: string): string {
  return `${BASE}/shareRank/${encodeURIComponent(shareCode)}`;
}

export function shareFriendPath(shareCode: string): string {
  return `${BASE}/shareFriend/${encodeURIComponent(shareCode)}`;
}

/**
 * The address a friend opens: this landing (its query keeps channel and version) with the sharer's share-friend page.
 * It carries the share code, never the login token.
 */
export function friendLink(shareCode: string, location: Pick<Location, 'origin' | 'pathname' | 'search'>): string {
  return withoutToken(`${location.origin}${location.pathname}${location.search}${hrefTo(shareFriendPath(shareCode))}`);
}

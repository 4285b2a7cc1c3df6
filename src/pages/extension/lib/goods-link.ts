import { linkTo, shareLink } from '@/shared/routing';

/** The goods' own page: a lesson (1), a column (2) or a package (3). */
export function goodsPath(goodsType: number, goodsId: number): string {
  if (goodsType === 2) return linkTo('lesson-channel', { id: goodsId });
  if (goodsType === 3) return linkTo('lesson-package', { id: goodsId });
  return linkTo('lesson-play', { id: goodsId });
}

/**
 * The link a promoter shares: the goods' page with the promoter as `s` in the real query. The landing keeps `s` for
 * the session and sends it with every request, so the purchase that follows is credited (never with the token).
 */
export function promotionLink(goodsType: number, goodsId: number, promoterId: number, current: string): string {
  return shareLink(goodsPath(goodsType, goodsId), promoterId, current);
}

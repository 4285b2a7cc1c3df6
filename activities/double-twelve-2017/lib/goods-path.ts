import { linkTo } from '@/shared/routing';

/** Where bought goods are studied: a lesson's page, a column's or a package's (goodsType 1, 2, 3). */
export function goodsPath(goodsType: 1 | 2 | 3, goodsId: number): string {
  if (goodsType === 1) return linkTo('lesson-play', { id: goodsId });
  return linkTo(goodsType === 2 ? 'lesson-channel' : 'lesson-package', { id: goodsId });
}

import { hrefTo, linkTo } from '@/shared/routing';

/** Where an editor's pick opens: a lesson (goodsType 1), a column (2) or a package (3). */
export function goodsHref(goodsType: number, goodsId: number): string {
  const name = goodsType === 2 ? 'lesson-channel' : goodsType === 3 ? 'lesson-package' : 'lesson-play';
  return hrefTo(linkTo(name, { id: goodsId }));
}

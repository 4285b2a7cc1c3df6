import { attach, combine, createEffect, createEvent, createStore, restore, sample } from 'effector';
import { $user } from '@/entities/user';
import { withoutToken } from '@/shared/api';
import { formatPrice } from '@/shared/lib/format';
import { createPageResource } from '@/shared/model';
import { type ShareCard, shareFx } from '@/shared/wechat';
import { getPromotedGoodsDetailFx } from '../api/promotion';
import { drawSharePoster, type SharePosterInput } from '../lib/draw-share-poster';
import { promotionLink } from '../lib/goods-link';

export const posterRetried = createEvent();

/** The goods to promote, opened with the page's goodsType and goodsId. */
export const goodsPage = createPageResource(getPromotedGoodsDetailFx);
export const drawPosterFx = createEffect((input: SharePosterInput) => drawSharePoster(input));
const drawFx = attach({ effect: drawPosterFx });
const currentUrlFx = createEffect(() => withoutToken(window.location.href));

const $goods = goodsPage.$data;
const $pageUrl = restore(currentUrlFx.doneData, '');

/** The promoter's link for these goods; '' until the viewer and the goods are known. */
export const $link = combine($goods, $user, $pageUrl, (goods, user, url) =>
  goods && user?.id && url ? promotionLink(goods.goodsType, goods.goodsId, user.id, url) : '',
);

export const $poster = createStore('')
  .on(drawFx.doneData, (_, image) => image)
  .reset(goodsPage.opened);
export const $posterState = createStore<'drawing' | 'ready' | 'failed'>('drawing')
  .on(drawFx, () => 'drawing')
  .on(drawFx.done, () => 'ready')
  .on(drawFx.fail, () => 'failed');

/** The poster as the page shows it (shared/ui/poster). */
export const sharePoster = { $image: $poster, $state: $posterState, retried: posterRetried };

const $posterInput = combine($goods, $user, $link, (goods, user, link): SharePosterInput | null =>
  goods && link
    ? {
        name: goods.name,
        price: formatPrice(goods.price),
        cover: goods.cover,
        avatar: user?.headimgurl ?? '',
        nickName: user?.nickName ?? '',
        link,
      }
    : null,
);

sample({ clock: goodsPage.opened, target: currentUrlFx });
sample({
  clock: [$posterInput.updates, posterRetried],
  source: $posterInput,
  filter: Boolean,
  target: drawFx,
});
// The WeChat card carries the same link, so a friend who taps it is credited to the promoter too.
sample({
  clock: $posterInput.updates,
  filter: Boolean,
  fn: (input): Partial<ShareCard> => ({
    title: input.name,
    desc: `${input.nickName || '好友'}向你推荐：${input.name}`,
    link: input.link,
    ...(input.cover ? { imgUrl: input.cover } : {}),
  }),
  target: shareFx,
});

import { attach, combine, createEffect, createEvent, createStore, restore, sample } from 'effector';
import { $user } from '@/entities/user';
import { withoutToken } from '@/shared/api';
import { formatPrice } from '@/shared/lib/format';
import { type ShareCard, shareFx } from '@/shared/wechat';
import { getPromotedGoodsDetailFx } from '../api/promotion';
import { drawSharePoster, type SharePosterInput } from '../lib/draw-share-poster';
import { promotionLink } from '../lib/goods-link';

export type GoodsRef = { goodsType: number; goodsId: number };

export const sharecardOpened = createEvent<GoodsRef>();
export const sharecardRetried = createEvent();
export const posterRetried = createEvent();

const loadGoodsFx = attach({ effect: getPromotedGoodsDetailFx });
export const drawPosterFx = createEffect((input: SharePosterInput) => drawSharePoster(input));
const drawFx = attach({ effect: drawPosterFx });
const currentUrlFx = createEffect(() => withoutToken(window.location.href));

const $ref = restore(sharecardOpened, null);
export const $goods = restore(loadGoodsFx.doneData, null).reset(sharecardOpened);
export const $goodsState = createStore<'loading' | 'ready' | 'failed'>('loading')
  .on(loadGoodsFx, () => 'loading')
  .on(loadGoodsFx.done, () => 'ready')
  .on(loadGoodsFx.fail, () => 'failed');
export const $goodsError = createStore<unknown>(null).on(loadGoodsFx.failData, (_, error) => error);
const $pageUrl = restore(currentUrlFx.doneData, '');

/** The promoter's link for these goods; '' until the viewer and the goods are known. */
export const $link = combine($goods, $user, $pageUrl, (goods, user, url) =>
  goods && user?.id && url ? promotionLink(goods.goodsType, goods.goodsId, user.id, url) : '',
);

export const $poster = createStore('')
  .on(drawFx.doneData, (_, image) => image)
  .reset(sharecardOpened);
export const $posterState = createStore<'drawing' | 'ready' | 'failed'>('drawing')
  .on(drawFx, () => 'drawing')
  .on(drawFx.done, () => 'ready')
  .on(drawFx.fail, () => 'failed');

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

sample({ clock: sharecardOpened, target: [loadGoodsFx, currentUrlFx] });
sample({ clock: sharecardRetried, source: $ref, filter: Boolean, target: loadGoodsFx });
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

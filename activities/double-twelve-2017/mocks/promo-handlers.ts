import {
  apiGet,
  fail,
  findCombo,
  findLesson,
  findStudio,
  findUser,
  type GoodsType,
  hasBoughtGoods,
  loggedIn,
  type MockDb,
  missingParam,
  ok,
  textParam,
} from '../../../src/app/mock';
import { getState } from './state';

/** When the promo ends: the manifest's endsAt. */
export const PROMO_END = Date.parse('2027-01-15T23:59:59+08:00');

/** The promoted goods. Their promo price is the catalogue's current price, so what the card shows is what is charged. */
const DEALS: { dealId: number; goodsType: GoodsType; goodsId: number; tag: string }[] = [
  { dealId: 1, goodsType: 3, goodsId: 6, tag: '全家桶' },
  { dealId: 2, goodsType: 2, goodsId: 1, tag: '爆款' },
  { dealId: 3, goodsType: 1, goodsId: 27, tag: '限时' },
  { dealId: 4, goodsType: 2, goodsId: 2, tag: '' },
  { dealId: 5, goodsType: 1, goodsId: 6, tag: '' },
  { dealId: 6, goodsType: 2, goodsId: 4, tag: '新人推荐' },
];

/** Title, cover, lecturer and prices of goods in the core catalogue (read only). */
function goodsOf(db: MockDb, goodsType: GoodsType, goodsId: number) {
  const lesson = goodsType === 1 ? findLesson(db, goodsId) : undefined;
  const combo = goodsType === 2 || goodsType === 3 ? findCombo(db, goodsId) : undefined;
  const item = lesson
    ? {
        title: lesson.lessonName,
        cover: lesson.lessonCoverUrl,
        price: lesson.price,
        original: lesson.originalPrice,
        studioId: lesson.studioId,
      }
    : combo?.comboType === goodsType && {
        title: combo.cateName,
        cover: combo.cover,
        price: combo.price,
        original: combo.originalPrice,
        studioId: combo.studioId,
      };
  if (!item) return null;
  const lecturerName = findUser(db, findStudio(db, item.studioId).ownerId)?.nickName ?? '';
  return {
    title: item.title,
    cover: item.cover,
    price: item.price,
    originalPrice: item.original ?? item.price,
    lecturerName,
  };
}

export const promoHandlers = [
  apiGet(
    '/api/active/d12/home',
    loggedIn(({ db, viewer }) => {
      const deals = DEALS.flatMap(({ dealId, goodsType, goodsId, tag }) => {
        const goods = goodsOf(db, goodsType, goodsId);
        if (!goods) return [];
        const { title, cover, lecturerName, price, originalPrice } = goods;
        const isBought = hasBoughtGoods(db, viewer.id, goodsType, goodsId) ? 1 : 0;
        return [
          { dealId, goodsType, goodsId, title, cover, lecturerName, promoPrice: price, originalPrice, tag, isBought },
        ];
      });
      return ok({ endTime: PROMO_END, deals });
    }),
  ),
  apiGet(
    '/api/active/d12/order',
    loggedIn(({ db, params, viewer }) => {
      const orderNo = textParam(params, 'orderNo');
      if (!orderNo) return missingParam('orderNo');
      // Orders placed through the core purchase calls, and the campaign's seeded ones; only the viewer's own.
      const order = [...db.orders, ...getState().orders].find(
        (item) => item.orderNo === orderNo && item.userId === viewer.id,
      );
      const goods = order && goodsOf(db, order.goodsType, order.goodsId);
      if (!order || !goods) return fail(2, '订单不存在');
      const { goodsType, goodsId, payAmount, status, createTime } = order;
      return ok({ orderNo, status, goodsType, goodsId, title: goods.title, cover: goods.cover, payAmount, createTime });
    }),
  ),
];

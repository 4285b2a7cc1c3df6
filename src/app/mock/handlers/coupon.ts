import {
  appliesTo,
  claimedCount,
  couponSaving,
  findTemplate,
  savingWith,
  toCouponTemplate,
  toUserCoupon,
  usableCoupons,
} from '../db/coupon-rules';
import { takeId } from '../db/store';
import type { MockDb } from '../db/types';
import { findGoods } from '../db/views';
import { apiGet, loggedIn } from '../kit/endpoint';
import { intParam } from '../kit/params';
import { fail, missingParam, ok } from '../kit/respond';

function goodsFrom(db: MockDb, params: URLSearchParams) {
  return findGoods(db, intParam(params, 'goodsType') ?? 0, intParam(params, 'goodsId') ?? 0);
}

const noGoods = () => fail(2, '商品不存在');

/** Claimable templates now: listed, started and not yet ended (claimed-out ones stay visible as 已领完). */
function claimableTemplates(db: MockDb, now: number) {
  return db.couponTemplates.filter(
    (template) => template.listed && template.startTime <= now && template.endTime >= now,
  );
}

export const couponHandlers = [
  apiGet(
    '/api/coupon/listGoodsUserCoupon',
    loggedIn(({ db, params, viewer, now }) => {
      if (params.has('goodsType') || params.has('goodsId')) {
        const goods = goodsFrom(db, params);
        return goods ? ok(usableCoupons(db, viewer.id, goods, now)) : noGoods();
      }
      const status = intParam(params, 'status');
      const mine = db.userCoupons
        .filter((record) => record.userId === viewer.id)
        .flatMap((record) => toUserCoupon(db, record, now) ?? [])
        .filter((coupon) => status === null || coupon.status === status)
        .sort((a, b) => a.status - b.status || a.endTime - b.endTime);
      return ok(mine);
    }),
  ),
  apiGet(
    '/api/coupon/calculateGoodsConponPrice',
    loggedIn(({ db, params, viewer, now }) => {
      const goods = goodsFrom(db, params);
      if (!goods) return noGoods();
      const couponUserId = intParam(params, 'couponUserId') ?? 0;
      const couponPrice = couponUserId ? savingWith(db, viewer.id, couponUserId, goods, now) : 0;
      if (couponPrice === null) return fail(3, '优惠券不可用');
      return ok({ originalPrice: goods.price, couponPrice, payPrice: goods.price - couponPrice });
    }),
  ),
  apiGet(
    '/api/coupon/isPopMaxCoupon',
    loggedIn(({ db, params, viewer, now }) => {
      const goods = goodsFrom(db, params);
      if (!goods) return noGoods();
      const best = usableCoupons(db, viewer.id, goods, now)[0] ?? null;
      return ok({ pop: best ? 1 : 0, coupon: best });
    }),
  ),
  apiGet(
    '/api/coupon/saveCouponUser',
    loggedIn(({ db, params, viewer, now }) => {
      const couponId = intParam(params, 'couponId');
      if (couponId === null) return missingParam('couponId');
      const template = findTemplate(db, couponId);
      if (!template?.listed) return fail(5, '优惠券不存在');
      if (db.userCoupons.some((record) => record.couponId === couponId && record.userId === viewer.id)) {
        return fail(2, '已经领取过了');
      }
      if (template.endTime < now) return fail(3, '优惠券已过期');
      if (claimedCount(db, couponId) >= template.total) return fail(4, '优惠券已领完');
      const record = { couponUserId: takeId('couponUser'), couponId, userId: viewer.id, status: 1 as const };
      db.userCoupons.push(record);
      return ok(toUserCoupon(db, record, now));
    }),
  ),
  apiGet('/api/coupon/listCouponSpecial', ({ db, params, viewer, now }) => {
    const couponId = intParam(params, 'couponId');
    const goods = params.has('goodsType') ? goodsFrom(db, params) : null;
    const templates = claimableTemplates(db, now)
      .filter((template) => couponId === null || template.couponId === couponId)
      .filter((template) => !goods || appliesTo(template, goods));
    return ok(templates.map((template) => toCouponTemplate(db, template, viewer?.id ?? null)));
  }),
  apiGet('/api/coupon/calcCouponSpecial', ({ db, params, viewer, now }) => {
    const goods = goodsFrom(db, params);
    if (!goods) return noGoods();
    // The best coupon the viewer could still claim for these goods: "领券后 ¥x", valid until the coupon ends.
    const best = claimableTemplates(db, now)
      .map((template) => toCouponTemplate(db, template, viewer?.id ?? null))
      .filter((view) => view.claimed === 0 && view.remain > 0)
      .flatMap((view) => findTemplate(db, view.couponId) ?? [])
      .filter((template) => appliesTo(template, goods) && couponSaving(template, goods.price) > 0)
      .sort((a, b) => couponSaving(b, goods.price) - couponSaving(a, goods.price))[0];
    return ok({
      hasSpecial: best ? 1 : 0,
      specialPrice: best ? goods.price - couponSaving(best, goods.price) : goods.price,
      originalPrice: goods.price,
      endTime: best ? best.endTime : null,
    });
  }),
];

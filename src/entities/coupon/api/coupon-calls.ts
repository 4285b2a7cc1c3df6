import * as z from 'zod/mini';
import { createRequestFx, epochMs, fen, flag } from '@/shared/api';
import { couponTemplateSchema, type UserCouponStatus, userCouponSchema } from './coupon';

/** The goods asked about: 1 lesson (goodsId = lessonId), 2 column, 3 package (goodsId = cateId). */
type Goods = { goodsType: 1 | 2 | 3; goodsId: number };

const userCouponsSchema = z.array(userCouponSchema);
/** With goods: the viewer's coupons usable for it. Without: all of the viewer's coupons, filtered by status. */
export const getUserCouponsFx = createRequestFx<
  Partial<Goods> & { status?: UserCouponStatus },
  typeof userCouponsSchema
>({ path: '/api/coupon/listGoodsUserCoupon', schema: userCouponsSchema });

export const couponPriceSchema = z.object({ originalPrice: fen, couponPrice: fen, payPrice: fen });
export type CouponPrice = z.output<typeof couponPriceSchema>;
/** The price after a coupon (`couponPrice` = the amount taken off). */
export const getCouponPriceFx = createRequestFx<Goods & { couponUserId: number }, typeof couponPriceSchema>({
  path: '/api/coupon/calculateGoodsConponPrice',
  schema: couponPriceSchema,
});

export const bestCouponSchema = z.object({ pop: flag, coupon: z._default(z.nullable(userCouponSchema), null) });
export type BestCoupon = z.output<typeof bestCouponSchema>;
/** The best usable coupon for the goods, and whether to pop it up. */
export const getBestCouponFx = createRequestFx<Goods, typeof bestCouponSchema>({
  path: '/api/coupon/isPopMaxCoupon',
  schema: bestCouponSchema,
});

/** Claims a coupon. Business codes: 2 已经领取过了, 3 优惠券已过期, 4 优惠券已领完 (the msg is shown). */
export const claimCouponFx = createRequestFx<{ couponId: number }, typeof userCouponSchema>({
  path: '/api/coupon/saveCouponUser',
  schema: userCouponSchema,
});

export const specialPriceSchema = z.object({
  hasSpecial: flag,
  specialPrice: fen,
  originalPrice: fen,
  endTime: z._default(z.nullable(epochMs), null),
});
export type SpecialPrice = z.output<typeof specialPriceSchema>;
/** A special (offer-session) price for the goods, if any. */
export const getSpecialPriceFx = createRequestFx<Goods, typeof specialPriceSchema>({
  path: '/api/coupon/calcCouponSpecial',
  schema: specialPriceSchema,
});

const couponTemplatesSchema = z.array(couponTemplateSchema);
/** Coupons the viewer can claim, for some goods or one coupon. */
export const getClaimableCouponsFx = createRequestFx<
  Partial<Goods> & { couponId?: number },
  typeof couponTemplatesSchema
>({ path: '/api/coupon/listCouponSpecial', schema: couponTemplatesSchema });

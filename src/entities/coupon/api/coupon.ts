import * as z from 'zod/mini';
import { count, epochMs, fen, flag, id } from '@/shared/api';

/** What a coupon applies to: 0 any goods, 1 lesson, 2 column, 3 package. */
export const couponGoodsTypeSchema = z.literal([0, 1, 2, 3]);
export type CouponGoodsType = z.output<typeof couponGoodsTypeSchema>;

const couponFields = {
  couponId: id,
  title: z.string(),
  /** 1 fixed amount (`amount` fen off), 2 discount (`discount` = percent paid, 85 = 8.5 折). */
  couponType: z.literal([1, 2]),
  amount: fen,
  discount: z.number().check(z.int(), z.minimum(0), z.maximum(100)),
  minSpend: fen,
  goodsType: couponGoodsTypeSchema,
  startTime: epochMs,
  endTime: epochMs,
};

/** A coupon the viewer holds. `status`: 1 usable, 2 used, 3 expired. */
export const userCouponSchema = z.object({
  couponUserId: id,
  ...couponFields,
  status: z.literal([1, 2, 3]),
});
export type UserCoupon = z.output<typeof userCouponSchema>;
export type UserCouponStatus = UserCoupon['status'];

/** A coupon that can be claimed: how many are left and whether the viewer already has one. */
export const couponTemplateSchema = z.object({
  ...couponFields,
  remain: count,
  claimed: flag,
});
export type CouponTemplate = z.output<typeof couponTemplateSchema>;

import { DAY } from './time';
import type { CouponTemplateRecord, UserCouponRecord } from './types';

type TemplateRow = Omit<CouponTemplateRecord, 'startTime' | 'endTime'> & { endsInDays: number };

const templateRows: TemplateRow[] = [
  {
    couponId: 1,
    title: '新人专享 ¥10 无门槛券',
    couponType: 1,
    amount: 1000,
    discount: 100,
    minSpend: 0,
    goodsType: 0,
    endsInDays: 30,
    total: 1000,
    listed: true,
  },
  {
    couponId: 2,
    title: '专栏满 ¥49 减 ¥10',
    couponType: 1,
    amount: 1000,
    discount: 100,
    minSpend: 4900,
    goodsType: 2,
    endsInDays: 15,
    total: 500,
    listed: true,
  },
  {
    couponId: 3,
    title: '单课 8.5 折券',
    couponType: 2,
    amount: 0,
    discount: 85,
    minSpend: 0,
    goodsType: 1,
    endsInDays: 7,
    total: 300,
    listed: true,
  },
  {
    couponId: 4,
    title: '系列课满 ¥69 减 ¥15',
    couponType: 1,
    amount: 1500,
    discount: 100,
    minSpend: 6900,
    goodsType: 3,
    endsInDays: 20,
    total: 200,
    listed: true,
  },
  {
    couponId: 5,
    title: '限量 ¥5 券',
    couponType: 1,
    amount: 500,
    discount: 100,
    minSpend: 0,
    goodsType: 0,
    endsInDays: 10,
    total: 2,
    listed: true,
  },
  {
    couponId: 6,
    title: '双十二 ¥30 券',
    couponType: 1,
    amount: 3000,
    discount: 100,
    minSpend: 9900,
    goodsType: 0,
    endsInDays: -2,
    total: 100,
    listed: true,
  },
  {
    couponId: 7,
    title: '老学员回馈 9 折券',
    couponType: 2,
    amount: 0,
    discount: 90,
    minSpend: 0,
    goodsType: 0,
    endsInDays: 60,
    total: 100,
    listed: false,
  },
  {
    couponId: 8,
    title: '单课 ¥50 大额券',
    couponType: 1,
    amount: 5000,
    discount: 100,
    minSpend: 0,
    goodsType: 1,
    endsInDays: 3,
    total: 50,
    listed: false,
  },
];

export const seedCouponTemplates = (now: number): CouponTemplateRecord[] =>
  templateRows.map(({ endsInDays, ...row }) => ({
    ...row,
    startTime: now - 10 * DAY,
    endTime: now + endsInDays * DAY,
  }));

/**
 * The learner's wallet of coupons: usable ones of each kind, one used, one expired. Coupon 5's two copies went to
 * other users, so it is claimed out.
 */
export const seedUserCoupons = (): UserCouponRecord[] => [
  { couponUserId: 1, couponId: 1, userId: 1, status: 1 },
  { couponUserId: 2, couponId: 2, userId: 1, status: 1 },
  { couponUserId: 3, couponId: 3, userId: 1, status: 1 },
  { couponUserId: 4, couponId: 7, userId: 1, status: 2 },
  { couponUserId: 5, couponId: 6, userId: 1, status: 1 },
  { couponUserId: 6, couponId: 8, userId: 1, status: 1 },
  { couponUserId: 7, couponId: 5, userId: 21, status: 1 },
  { couponUserId: 8, couponId: 5, userId: 22, status: 2 },
];

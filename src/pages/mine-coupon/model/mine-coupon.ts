import { createEvent, sample } from 'effector';
import { getUserCouponsFx, type UserCouponStatus } from '@/entities/coupon';
import { createPageResource } from '@/shared/model';

export const mineCouponOpened = createEvent();
export const tabChosen = createEvent<UserCouponStatus>();

/** The coupons of the tab shown; an answer for a tab no longer shown is dropped. */
export const myCoupons = createPageResource(getUserCouponsFx);
/** The tab shown: 可使用 on each visit, then the one chosen. */
export const $tab = myCoupons.$params.map((params): UserCouponStatus => params?.value.status ?? 1);

sample({ clock: mineCouponOpened, fn: () => ({ status: 1 as const }), target: myCoupons.opened });
sample({ clock: tabChosen, fn: (status) => ({ status }), target: myCoupons.opened });

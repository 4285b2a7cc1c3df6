import type { CouponTemplate } from '@/entities/coupon';
import { isApiError } from '@/shared/api';

/** A claimable coupon's button: 领取, 已领取 (the viewer has one) or 已领完 (none left). */
export type OfferState = 'open' | 'claimed' | 'soldOut';

export function offerState(offer: Pick<CouponTemplate, 'claimed' | 'remain'>): OfferState {
  if (offer.claimed === 1) return 'claimed';
  return offer.remain > 0 ? 'open' : 'soldOut';
}

/** The template once the viewer holds one of it. */
export function claimedOffer(offer: CouponTemplate): CouponTemplate {
  return { ...offer, claimed: 1, remain: Math.max(0, offer.remain - 1) };
}

/**
 * What a refused claim tells about the card (saveCouponUser code 2 已经领取过了, 4 优惠券已领完); null when the
 * card stays as it was (expired, network, server: the message says why, and a tap may try again).
 */
export function refusedOffer(offer: CouponTemplate, error: unknown): CouponTemplate | null {
  if (!isApiError(error) || error.kind !== 'business') return null;
  if (error.code === 2) return { ...offer, claimed: 1 };
  if (error.code === 4) return { ...offer, remain: 0 };
  return null;
}

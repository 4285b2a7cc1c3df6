import type { CouponTemplate } from '@/entities/coupon';
import { isApiError } from '@/shared/api';

/** Where the claim stands: still open to claim, or one of its ends. */
export type ClaimState = 'open' | 'claimed' | 'already' | 'expired' | 'soldOut' | 'notFound';

/** The state a freshly loaded template starts in. */
export function stateOfTemplate(template: CouponTemplate, now: number): ClaimState {
  if (template.claimed === 1) return 'already';
  if (template.endTime < now) return 'expired';
  return template.remain === 0 ? 'soldOut' : 'open';
}

const byCode: Record<number, ClaimState> = { 2: 'already', 3: 'expired', 4: 'soldOut', 5: 'notFound' };

/** saveCouponUser's business codes; null for anything a retry may fix (network, server). */
export function stateOfClaimError(error: unknown): ClaimState | null {
  return isApiError(error) && error.kind === 'business' ? (byCode[error.code ?? 0] ?? null) : null;
}

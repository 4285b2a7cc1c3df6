import { createEffect } from 'effector';
import type { Decision, GuardInput } from '@/shared/routing';
import { getShareInfoFx, getSharerFx, type Sharer } from '../api/share';
import { shareRankPath } from '../lib/paths';

/**
 * Spec §4: the share-friend page shows only when the link names someone else. An unknown code (no sender) or the
 * viewer's own code leads to the share rank, under the viewer's own code when it is known.
 */
export function shareFriendDecision(input: {
  shareCode: string;
  sharer: Sharer | null;
  viewerId: number | null;
  ownCode: string | null;
}): Decision | null {
  const fromSomeoneElse = input.sharer !== null && input.sharer.userId !== input.viewerId;
  return fromSomeoneElse ? null : { kind: 'redirect', to: shareRankPath(input.ownCode ?? input.shareCode) };
}

// Plain effects around the two calls: what the guard needs from each, and a seam for fork handlers in tests.
export const lookUpSharerFx = createEffect((shareCode: string) => getSharerFx({ shareCode }));
export const loadOwnShareCodeFx = createEffect(async () => (await getShareInfoFx()).shareCode);

export async function shareFriendGuard({ match, roles }: GuardInput): Promise<Decision | null> {
  const shareCode = String(match.params.token ?? '');
  // Both calls start before the first await, so both run in the app's scope (token, session).
  const [sharer, ownCode] = await Promise.all([lookUpSharerFx(shareCode), loadOwnShareCodeFx().catch(() => null)]);
  return shareFriendDecision({ shareCode, sharer, viewerId: roles.userId, ownCode });
}

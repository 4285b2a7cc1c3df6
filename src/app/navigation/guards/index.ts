import { createEffect } from 'effector';
import { isActivityRoute, loadActivityGuard } from '../../activities';
import type { Guard, GuardInput } from './types';

/**
 * Route-specific checks that need the server, by route name. Each loads lazily with its entity schemas, so the
 * home screen does not pay for them.
 */
export const guardLoaders: Record<string, () => Promise<Guard>> = {
  'liveroom-listener': () => import('./live-room').then((module) => module.liveRoomGuard),
  'liveroom-lecturer': () => import('./live-room').then((module) => module.liveRoomGuard),
  'wallet-cash': () => import('./wallet').then((module) => module.walletGuard),
  'wallet-bank-account': () => import('./wallet').then((module) => module.walletGuard),
};

/** The guard of a route: the shell's own, or an activity's check of its page (e.g. the share-friend rule). */
export function guardLoaderFor(name: string): (() => Promise<Guard>) | undefined {
  return guardLoaders[name] ?? (isActivityRoute(name) ? () => loadActivityGuard(name) : undefined);
}

/**
 * Runs a loaded guard inside the caller's scope: the guard's own effects start synchronously in this handler, so
 * they keep the scope even though the guard's code arrived after an await (call it through scopeBind).
 */
export const runGuardFx = createEffect(({ guard, input }: { guard: Guard; input: GuardInput }) => guard(input));

export type { Guard, GuardInput };

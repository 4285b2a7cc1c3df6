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

/**
 * The guard of a route: the shell's own, or an activity's check of its page (e.g. the share-friend rule). An
 * activity's check is fail-safe like the shell's: its failed call is a page that says why, with 重试.
 */
export function guardLoaderFor(name: string): (() => Promise<Guard>) | undefined {
  if (guardLoaders[name]) return guardLoaders[name];
  if (!isActivityRoute(name)) return undefined;
  return async () => {
    const [guard, { failSafe }] = await Promise.all([loadActivityGuard(name), import('./fail-safe')]);
    return failSafe(guard);
  };
}

/**
 * Runs a loaded guard inside the caller's scope: the guard's own effects start synchronously in this handler, so
 * they keep the scope even though the guard's code arrived after an await (call it through scopeBind).
 */
export const runGuardFx = createEffect(({ guard, input }: { guard: Guard; input: GuardInput }) => guard(input));

export type { Guard, GuardInput };

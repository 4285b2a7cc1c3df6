import { createEffect } from 'effector';
import { activityRoutes, loadActivityGuard } from '../../activities/runtime';
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
  // Each activity may check its own pages (e.g. the share-friend rule); its code loads with the route.
  ...Object.fromEntries(activityRoutes.map((route) => [route.name, () => loadActivityGuard(route.name)])),
};

/**
 * Runs a loaded guard inside the caller's scope: the guard's own effects start synchronously in this handler, so
 * they keep the scope even though the guard's code arrived after an await (call it through scopeBind).
 */
export const runGuardFx = createEffect(({ guard, input }: { guard: Guard; input: GuardInput }) => guard(input));

export type { Guard, GuardInput };

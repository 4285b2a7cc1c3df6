import { createEffect } from 'effector';
import { isActivityRoute, loadActivityGuard } from '../../activities';
import type { Guard, GuardInput } from './types';

/**
 * The routes with a check of their own that needs the server. Only their names are in the first screen's code: the
 * checks (./table.ts, by route name) load with the first of them, each with its entity schemas.
 */
const GUARDED_ROUTES = ['liveroom-listener', 'liveroom-lecturer', 'wallet-cash', 'wallet-bank-account'];

/**
 * The guard of a route: the shell's own, or an activity's check of its page (e.g. the share-friend rule). An
 * activity's check is fail-safe like the shell's: its failed call is a page that says why, with 重试.
 */
export function guardLoaderFor(name: string): (() => Promise<Guard>) | undefined {
  if (GUARDED_ROUTES.includes(name)) return () => import('./table').then((table) => table.loadGuard(name));
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

import { createEffect } from 'effector';
import { failSafe } from '@/shared/api';
import type { RouteDef } from '@/shared/routing';
import { isActivityRoute, loadActivityGuard } from '../../activities';
import type { Guard, GuardInput } from './types';

/**
 * The guard of a route: the one its page's descriptor names (`guard`, loaded like the page), or an activity's check
 * of its page (e.g. the share-friend rule). An activity's check is fail-safe like the pages' own: its failed call is
 * a page that says why, with 重试.
 */
export function guardLoaderFor(route: RouteDef): (() => Promise<Guard>) | undefined {
  if (route.guard) return route.guard;
  if (!isActivityRoute(route.name)) return undefined;
  return async () => failSafe(await loadActivityGuard(route.name));
}

/**
 * Runs a loaded guard inside the caller's scope: the guard's own effects start synchronously in this handler, so
 * they keep the scope even though the guard's code arrived after an await (call it through scopeBind).
 */
export const runGuardFx = createEffect(({ guard, input }: { guard: Guard; input: GuardInput }) => guard(input));

export type { Guard, GuardInput };

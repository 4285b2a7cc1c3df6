import { createEffect } from 'effector';
import { isApiError } from '@/shared/api';
import { isActivityRoute, loadActivityGuard } from '../../activities';
import type { Decision } from '../decide';
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
 * A call of the guard that fails keeps the viewer where they are, on the shell's error page with 重试, saying what
 * went wrong (the ApiError's message: 网络不给力…, 系统繁忙…, 数据异常… or the server's msg), never a silent stop.
 * A 1000/1001 keeps its own meaning (spec §8: the shell restarts login), so it is left to the shell.
 */
export const runGuardFx = createEffect(
  async ({ guard, input }: { guard: Guard; input: GuardInput }): Promise<Decision | null> => {
    try {
      return await guard(input);
    } catch (error) {
      if (!isApiError(error) || error.kind === 'session') throw error;
      return { kind: 'error', message: error.message };
    }
  },
);

export type { Guard, GuardInput };

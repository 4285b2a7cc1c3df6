import type { Guard } from './types';

/** Route-specific checks that need the server, by route name (./index.ts lists the names: GUARDED_ROUTES). */
const guardLoaders: Record<string, () => Promise<Guard>> = {
  'liveroom-listener': () => import('./live-room').then((module) => module.liveRoomGuard),
  'liveroom-lecturer': () => import('./live-room').then((module) => module.liveRoomGuard),
  'wallet-cash': () => import('./wallet').then((module) => module.walletGuard),
  'wallet-bank-account': () => import('./wallet').then((module) => module.walletGuard),
};

export function loadGuard(name: string): Promise<Guard> {
  const load = guardLoaders[name];
  return load ? load() : Promise.reject(new Error(`no guard for route ${name}`));
}

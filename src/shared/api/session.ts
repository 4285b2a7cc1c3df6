import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { readStorage, writeStorage } from '@/shared/lib/storage';
import { DEFAULT_CHANNEL } from './question';
import { storageKeys } from './storage-keys';

/**
 * Session data that every request carries (spec §7). It lives in shared because the API client needs it and
 * nothing above shared may be imported here (FSD lets session data live in shared).
 *
 * - token: localStorage, survives visits; set by the startup logic from `?token=` and cleared on codes 1000/1001.
 * - channel: sessionStorage (the landing link's channel), default "1".
 * - shareSource (`s`) and partnerId: sessionStorage, the promoter who shared the landing link; default "".
 */
export { DEFAULT_CHANNEL, storageKeys };

export const tokenReceived = createEvent<string>();
export const tokenCleared = createEvent();
export const landingParamsReceived = createEvent<{
  channel?: string | null;
  shareSource?: string | null;
  partnerId?: string | null;
}>();

export const $token = createStore<string | null>(readStorage('local', storageKeys.token));
export const $channel = createStore(readStorage('session', storageKeys.channel) || DEFAULT_CHANNEL);
export const $shareSource = createStore(readStorage('session', storageKeys.shareSource) ?? '');
export const $partnerId = createStore(readStorage('session', storageKeys.partnerId) ?? '');

export const $session = combine({
  token: $token,
  channel: $channel,
  shareSource: $shareSource,
  partnerId: $partnerId,
});
export type Session = { token: string | null; channel: string; shareSource: string; partnerId: string };

const persistFx = createEffect((entry: { area: 'local' | 'session'; key: string; value: string | null }) =>
  writeStorage(entry.area, entry.key, entry.value),
);

sample({ clock: tokenReceived, target: $token });
sample({ clock: tokenCleared, fn: () => null, target: $token });
sample({
  clock: $token.updates,
  fn: (value) => ({ area: 'local' as const, key: storageKeys.token, value }),
  target: persistFx,
});

$channel.on(landingParamsReceived, (current, params) => params.channel || current);
$shareSource.on(landingParamsReceived, (current, params) => params.shareSource ?? current);
$partnerId.on(landingParamsReceived, (current, params) => params.partnerId ?? current);

for (const [store, key] of [
  [$channel, storageKeys.channel],
  [$shareSource, storageKeys.shareSource],
  [$partnerId, storageKeys.partnerId],
] as const) {
  sample({ clock: store.updates, fn: (value) => ({ area: 'session' as const, key, value }), target: persistFx });
}

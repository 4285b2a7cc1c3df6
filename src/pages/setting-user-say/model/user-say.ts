import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { mutedListFx, recentSpeakersFx, type Speaker, setMuteFx } from '@/features/live-room';
import type { ApiError } from '@/shared/api';

export const userSayOpened = createEvent();
export const muteToggled = createEvent<{ userId: number; isMute: 0 | 1 }>();

export const loadFx = createEffect<void, { muted: Speaker[]; recent: Speaker[] }, ApiError>(async () => {
  const [muted, recent] = await Promise.all([mutedListFx(), recentSpeakersFx()]);
  return { muted: muted.list, recent: recent.list };
});
const toggleFx = attach({ effect: setMuteFx });

export const $muted = createStore<readonly Speaker[]>([], { serialize: 'ignore' });
export const $recent = createStore<readonly Speaker[]>([], { serialize: 'ignore' });
export const $loadState = createStore<'loading' | 'failed' | 'ready'>('loading', { serialize: 'ignore' });
export const $loadError = createStore<ApiError | null>(null, { serialize: 'ignore' });
export const $busyId = createStore<number | null>(null, { serialize: 'ignore' });
export const $toggleError = createStore('', { serialize: 'ignore' });

sample({ clock: [userSayOpened, toggleFx.done], target: loadFx });
$loadState
  .on(userSayOpened, () => 'loading')
  .on(loadFx.done, () => 'ready')
  .on(loadFx.fail, () => 'failed');
$loadError.on(loadFx.failData, (_, error) => error).reset(loadFx.done);
$muted.on(loadFx.doneData, (_, { muted }) => muted);
$recent.on(loadFx.doneData, (_, { recent }) => recent);
sample({ clock: muteToggled, target: toggleFx });
$busyId.on(toggleFx, (_, { userId }) => userId).reset(toggleFx.finally);
$toggleError.on(toggleFx.failData, (_, error) => error.message || '操作失败，请重试').reset(toggleFx);

import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { mutedListFx, recentSpeakersFx, type Speaker, setMuteFx } from '@/features/live-room';
import type { ApiError } from '@/shared/api';
import { createPageResource, failedWithCode } from '@/shared/model';

/** The backend's answer to a listener asking for lecturer calls (docs/api.md: 10 您还不是讲师). */
const NOT_LECTURER = 10;

export const muteToggled = createEvent<{ userId: number; isMute: 0 | 1 }>();

export const loadFx = createEffect<void, { muted: Speaker[]; recent: Speaker[] }, ApiError>(async () => {
  const [muted, recent] = await Promise.all([mutedListFx(), recentSpeakersFx()]);
  return { muted: muted.list, recent: recent.list };
});
/** The studio's muted listeners and its recent speakers. */
export const speakers = createPageResource(loadFx);
const toggleFx = attach({ effect: setMuteFx });

/** A listener opened the page: it is for lecturers, which the page says instead of a dead 重试. */
export const $notLecturer = failedWithCode(speakers, NOT_LECTURER);
export const $busyId = createStore<number | null>(null, { serialize: 'ignore' });
export const $toggleError = createStore('', { serialize: 'ignore' });

sample({ clock: muteToggled, target: toggleFx });
sample({ clock: toggleFx.done, target: speakers.refreshed });
$busyId.on(toggleFx, (_, { userId }) => userId).reset(toggleFx.finally);
$toggleError.on(toggleFx.failData, (_, error) => error.message || '操作失败，请重试').reset(toggleFx);

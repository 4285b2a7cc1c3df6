import { attach, createEvent, createStore, sample } from 'effector';
import { getLiveRoomDetailFx, type LiveRoomDetail } from '@/entities/lesson';
import type { ApiError } from '@/shared/api';
import { setLessonWarnFx } from '../api/live-calls';
import { type RoomKey, roomEntered, roomLeft } from './live-room';

/** A live-room page: the lesson's detail (name, begin time, media), then the room's socket. */
export const roomPageOpened = createEvent<RoomKey>();
export const roomPageClosed = createEvent();
export const roomPageRetried = createEvent();
export const lessonWarnToggled = createEvent();

const loadDetailFx = attach({ effect: getLiveRoomDetailFx });
const warnFx = attach({ effect: setLessonWarnFx });

const $key = createStore<RoomKey | null>(null, { serialize: 'ignore' }).on(roomPageOpened, (_, key) => key);
export const $detail = createStore<LiveRoomDetail | null>(null, { serialize: 'ignore' });
export const $detailState = createStore<'loading' | 'failed' | 'ready'>('loading', { serialize: 'ignore' });
export const $detailError = createStore<ApiError | null>(null, { serialize: 'ignore' });
export const $warnPending = warnFx.pending;
export const $warnError = createStore('', { serialize: 'ignore' })
  .on(warnFx.failData, (_, error) => error.message || '设置提醒失败，请重试')
  .reset(warnFx);

sample({
  clock: [roomPageOpened, sample({ clock: roomPageRetried, source: $key, filter: Boolean })],
  target: loadDetailFx,
});
$detailState
  .on(loadDetailFx, () => 'loading')
  .on(loadDetailFx.done, () => 'ready')
  .on(loadDetailFx.fail, () => 'failed');
$detail.on(loadDetailFx.doneData, (_, detail) => detail).reset(roomPageOpened, roomPageClosed);
$detailError.on(loadDetailFx.failData, (_, error) => error).reset(loadDetailFx);
sample({ clock: loadDetailFx.done, source: $key, filter: Boolean, target: roomEntered });
sample({ clock: roomPageClosed, target: roomLeft });

sample({
  clock: lessonWarnToggled,
  source: $detail,
  filter: Boolean,
  fn: (detail) => ({ lessonId: detail.lessonId, isSetLessonWarn: (detail.isSetLessonWarn === 1 ? 0 : 1) as 0 | 1 }),
  target: warnFx,
});
$detail.on(warnFx.doneData, (detail, { isSetLessonWarn }) => (detail ? { ...detail, isSetLessonWarn } : detail));

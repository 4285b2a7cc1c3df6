import { attach, combine, createEvent, createStore, sample } from 'effector';
import { getLiveRoomDetailFx } from '@/entities/lesson';
import { createPageResource } from '@/shared/model';
import { setLessonWarnFx } from '../api/live-calls';
import { type RoomKey, roomEntered, roomLeft } from './live-room';

/** A live-room page: the lesson's detail (name, begin time, media), then the room's socket. */
export const roomDetail = createPageResource(attach({ effect: getLiveRoomDetailFx, mapParams: (key: RoomKey) => key }));
export const roomPageOpened = roomDetail.opened;
/** 重试 (the detail failed, the room refused or unreachable): the detail again, then the socket anew. */
export const roomPageRetried = roomDetail.retried;
export const roomPageClosed = createEvent();
export const lessonWarnToggled = createEvent();

const warnFx = attach({ effect: setLessonWarnFx });
export const $warnPending = warnFx.pending;
export const $warnError = createStore('', { serialize: 'ignore' })
  .on(warnFx.failData, (_, error) => error.message || '设置提醒失败，请重试')
  .reset(warnFx);

// An answer that comes after the page was left opens no socket.
const $shown = createStore(false, { serialize: 'ignore' })
  .on(roomPageOpened, () => true)
  .on(roomPageClosed, () => false);
sample({
  clock: roomDetail.loadFx.done,
  source: { shown: $shown, shownKey: roomDetail.$params },
  filter: ({ shown, shownKey }, { params }) =>
    shown && shownKey?.value.lessonId === params.lessonId && shownKey.value.studioId === params.studioId,
  fn: (_, { params }) => params,
  target: roomEntered,
});
sample({ clock: roomPageClosed, target: roomLeft });

/** 开课提醒 as the listener last set it, over what the detail said. */
const $warnSet = createStore<0 | 1 | null>(null, { serialize: 'ignore' })
  .on(warnFx.doneData, (_, { isSetLessonWarn }) => isSetLessonWarn)
  .reset(roomDetail.$data);
export const $detail = combine(roomDetail.$data, $warnSet, (detail, warn) =>
  detail && warn !== null ? { ...detail, isSetLessonWarn: warn } : detail,
);

sample({
  clock: lessonWarnToggled,
  source: $detail,
  filter: Boolean,
  fn: (detail): { lessonId: number; isSetLessonWarn: 0 | 1 } => ({
    lessonId: detail.lessonId,
    isSetLessonWarn: detail.isSetLessonWarn === 1 ? 0 : 1,
  }),
  target: warnFx,
});

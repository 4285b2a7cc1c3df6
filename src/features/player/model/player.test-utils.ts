import { fork } from 'effector';
import { addRecentLearnFx, getLiveRoomDetailFx, type LiveRoomDetail } from '@/entities/lesson';
import type { Track } from '../lib/track';
import {
  fadeOutFx,
  loadMediaFx,
  pauseMediaFx,
  playMediaFx,
  rateMediaFx,
  restoreVolumeFx,
  seekMediaFx,
  unloadMediaFx,
  updateMediaSessionFx,
  watchPageHideFx,
} from './media-element';
import { openLessonPageFx } from './player';
import { readClockFx, type SleepChoice, startTickingFx, stopTickingFx } from './sleep-timer';

export const track = (id: number, extra: Partial<Track> = {}): Track => ({
  id,
  type: 'audio',
  title: `第${id}课`,
  cover: `/mock-cdn/cover/lesson-${id}.svg`,
  src: `/mock-cdn/media/lesson-${id}.wav`,
  prevId: 0,
  nextId: 0,
  sample: false,
  serverPosition: null,
  ...extra,
});

export const detail = (lessonId: number, extra: Partial<LiveRoomDetail> = {}) =>
  ({
    lessonId,
    lessonName: `第${lessonId}课`,
    lessonCoverUrl: '',
    lessonType: 1,
    lessonUrl: `/mock-cdn/media/lesson-${lessonId}.wav`,
    tryUrl: '',
    isBought: 1,
    price: 990,
    prevId: 0,
    nextId: 0,
    learnPosition: null,
    ...extra,
  }) as LiveRoomDetail;

/**
 * A scope whose media element is a recorder: what the model asked of it, in order. The sleep timer's clock reads
 * `clock.now` (epoch ms); a fade resolves at once with `fadeFrom`, the position it began at.
 */
export function playerScope(lessons: Record<number, LiveRoomDetail> = {}, { fadeFrom = 0, fadeHeld = false } = {}) {
  const clock = { now: 1_800_000_000_000 };
  /** With `fadeHeld`, a fade lasts until `endFade()`, as a real one lasts its seconds. */
  let endFade = () => {};
  const fade = (ms: number) => {
    calls.push({ fx: 'fade', params: ms });
    if (!fadeHeld) return fadeFrom;
    return new Promise<number>((resolve) => {
      endFade = () => resolve(fadeFrom);
    });
  };
  const calls: { fx: string; params: unknown }[] = [];
  const record = (fx: string) => (params: unknown) => {
    calls.push({ fx, params });
  };
  const scope = fork({
    handlers: [
      [loadMediaFx, record('load')],
      [playMediaFx, record('play')],
      [pauseMediaFx, record('pause')],
      [seekMediaFx, record('seek')],
      [rateMediaFx, record('rate')],
      [unloadMediaFx, record('unload')],
      [updateMediaSessionFx, () => undefined],
      [watchPageHideFx, () => undefined],
      [openLessonPageFx, record('openPage')],
      [fadeOutFx, fade],
      [restoreVolumeFx, record('restoreVolume')],
      [startTickingFx, record('tickStart')],
      [stopTickingFx, record('tickStop')],
      [readClockFx, (choice: SleepChoice) => ({ choice, now: clock.now })],
      // An attached effect's handler gets (source, params).
      [addRecentLearnFx, (_: unknown, spec: { params: unknown }) => record('report')(spec.params)],
      [
        getLiveRoomDetailFx,
        async ({ lessonId }: { lessonId: number }) => {
          calls.push({ fx: 'detail', params: lessonId });
          const lesson = lessons[lessonId];
          if (!lesson) throw new Error('课程不存在');
          return lesson;
        },
      ],
    ] as never,
  });
  const of = (fx: string) => calls.filter((call) => call.fx === fx).map((call) => call.params);
  return { scope, calls, of, clock, endFade: () => endFade() };
}

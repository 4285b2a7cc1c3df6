import { attach, createEffect, createStore, type Event, type Store, sample } from 'effector';
import { addRecentLearnFx } from '@/entities/lesson';
import { writeLocalPosition } from '../lib/resume';
import type { Track } from '../lib/track';
import { closeClicked } from './intents';
import { mediaEnded, mediaPaused, mediaTimeUpdated, pageHidden } from './media-events';

/** Seconds of playback between two reports to the server while playing. */
export const REPORT_EVERY_S = 15;

type Report = { track: Track; position: number; duration: number };

/** `/api/recentlearn/addRecentLearn`: how far (percent) and where (seconds) the learner is. */
export const reportProgressFx = attach({
  effect: addRecentLearnFx,
  mapParams: ({ track, position, duration }: Report) => ({
    lessonId: track.id,
    progress: duration > 0 ? Math.min(100, Math.round((position / duration) * 100)) : 0,
    position: Math.floor(position),
  }),
});

/** This device's position, so a reload (or the next visit) resumes there even before the server answers. */
export const saveLocalPositionFx = createEffect(({ track, position }: Report) =>
  writeLocalPosition(track.id, position),
);

type PlayerUnits = {
  $track: Store<Track | null>;
  $currentTime: Store<number>;
  $duration: Store<number>;
  $paused: Store<boolean>;
  /** A track was loaded, starting at this position (seconds). */
  trackStarted: Event<number>;
};

/**
 * Reports progress (throttled to one report per REPORT_EVERY_S of playback, and on pause, page hide and close) and
 * keeps this device's position. A function the player model calls, so bundlers never drop it as unused.
 */
export function reportProgress({ $track, $currentTime, $duration, $paused, trackStarted }: PlayerUnits) {
  /** The media time of the last report: the next one is due REPORT_EVERY_S of playback later. */
  const $reportedAt = createStore(0).on(trackStarted, (_, startAt) => startAt);

  const $report = sample({
    source: { track: $track, position: $currentTime, duration: $duration },
    fn: ({ track, position, duration }) => (track && !track.sample ? { track, position, duration } : null),
  });

  sample({
    clock: mediaTimeUpdated,
    source: { report: $report, reportedAt: $reportedAt, paused: $paused },
    filter: ({ report, reportedAt, paused }) =>
      report !== null && !paused && Math.abs(report.position - reportedAt) >= REPORT_EVERY_S,
    fn: ({ report }) => report as Report,
    target: reportProgressFx,
  });
  $reportedAt.on(reportProgressFx, (_, { position }) => position);

  // On pause, when the page is hidden or left, and before the mini-player is closed: report where it stopped.
  sample({
    clock: [mediaPaused, pageHidden, closeClicked],
    source: $report,
    filter: Boolean,
    target: reportProgressFx,
  });

  sample({ clock: mediaTimeUpdated, source: $report, filter: Boolean, target: saveLocalPositionFx });
  // Finished (100 %): the next play starts from the beginning (a position at the end is not resumed).
  sample({
    clock: mediaEnded,
    source: $report,
    filter: Boolean,
    fn: (report) => ({ ...report, position: report.duration }),
    target: [saveLocalPositionFx, reportProgressFx],
  });
  return { $reportedAt };
}

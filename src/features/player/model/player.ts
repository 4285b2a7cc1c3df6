import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { once } from 'patronum';
import { getLiveRoomDetailFx } from '@/entities/lesson';
import { linkTo, navigateTo } from '@/shared/routing';
import { readLocalPosition, resumePosition } from '../lib/resume';
import { isSameTrack, type Track, trackOf } from '../lib/track';
import { errorText } from './error-text';
import {
  closeClicked,
  nextClicked,
  pauseClicked,
  playClicked,
  prevClicked,
  rateChosen,
  retryClicked,
  seekRequested,
  skipRequested,
} from './intents';
import {
  loadMediaFx,
  pauseMediaFx,
  playMediaFx,
  rateMediaFx,
  seekMediaFx,
  unloadMediaFx,
  updateMediaSessionFx,
  watchPageHideFx,
} from './media-element';
import {
  mediaDurationKnown,
  mediaEnded,
  mediaFailed,
  mediaPaused,
  mediaPlaying,
  mediaReady,
  mediaTimeUpdated,
  mediaWaiting,
} from './media-events';
import { reportProgress } from './progress';
import { $holdsNextLesson } from './sleep-timer';
import { $track } from './track';

export { $track };

export type PlayerStatus = 'idle' | 'loading' | 'ready' | 'error';
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2] as const;

/** A page has a playable lesson: it is loaded (not played) unless something else is playing. */
export const trackOffered = createEvent<Track>();
/** The learner taps play on a lesson that is not the loaded one: load it and play. */
export const trackPlayRequested = createEvent<Track>();
const trackChosen = createEvent<{ track: Track; play: boolean }>();

export const $currentTime = createStore(0);
export const $duration = createStore(0);
export const $paused = createStore(true);
export const $rate = createStore(1);
export const $status = createStore<PlayerStatus>('idle');
export const $errorText = createStore('');

sample({
  clock: trackOffered,
  source: { current: $track, paused: $paused },
  // A playing lesson is not interrupted by another page; its own sample turning into the whole lesson (bought) is.
  filter: ({ current, paused }, track) =>
    !isSameTrack(current, track) && (current === null || paused || current.id === track.id),
  fn: (_, track) => ({ track, play: false }),
  target: trackChosen,
});
const playRequest = sample({
  clock: trackPlayRequested,
  source: $track,
  fn: (current, track) => ({ track, loaded: isSameTrack(current, track) }),
});
sample({
  clock: playRequest,
  filter: ({ loaded }) => !loaded,
  fn: ({ track }) => ({ track, play: true }),
  target: trackChosen,
});
sample({ clock: playRequest, filter: ({ loaded }) => loaded, target: playClicked });

$track.on(trackChosen, (_, { track }) => track);
$paused.on(trackChosen, () => true);
$duration.on(trackChosen, () => 0);
$status.on(trackChosen, () => 'loading');
$errorText.on(trackChosen, () => '');

/**
 * Loads the chosen track where the learner left off (this device's position, else the server's, else 0) and, when
 * a tap asked for it, plays it in the same task as the tap (WeChat and iOS allow play() only there).
 */
export const loadTrackFx = attach({
  source: $rate,
  mapParams: (chosen: { track: Track; play: boolean }, rate) => ({ ...chosen, rate }),
  effect: createEffect(({ track, play, rate }: { track: Track; play: boolean; rate: number }) => {
    const startAt = resumePosition(
      track.sample ? null : readLocalPosition(track.id),
      track.serverPosition,
      track.sample,
    );
    loadMediaFx({ track, startAt, rate });
    if (play) playMediaFx();
    return startAt;
  }),
});
sample({ clock: trackChosen, target: loadTrackFx });
$currentTime.on(loadTrackFx.doneData, (_, startAt) => startAt);
sample({ clock: trackChosen, fn: ({ track }) => track, target: updateMediaSessionFx });
sample({ clock: once(trackChosen), target: watchPageHideFx });

// Playback starts only here, each from a tap on play (or its lock-screen twin), never when a page merely opens.
sample({ clock: playClicked, filter: $status.map((status) => status !== 'error'), target: playMediaFx });
sample({ clock: playClicked, filter: $status.map((status) => status === 'error'), target: retryClicked });
sample({ clock: pauseClicked, target: pauseMediaFx });

$paused.on(mediaPlaying, () => false).on([mediaPaused, mediaEnded, mediaFailed], () => true);
$status
  .on([mediaPlaying, mediaReady, mediaDurationKnown], (status) => (status === 'error' ? status : 'ready'))
  .on(mediaWaiting, (status) => (status === 'error' ? status : 'loading'))
  .on(mediaFailed, () => 'error');
$errorText.on(mediaFailed, (_, code) => errorText(code));
// play() refused (no user gesture, e.g. auto-advance in WeChat): stay paused with play ready, nothing broken.
$status.on(playMediaFx.fail, (status) => (status === 'loading' ? 'ready' : status));
$currentTime.on(mediaTimeUpdated, (_, seconds) => seconds);
$duration.on(mediaDurationKnown, (_, seconds) => seconds);

const clampedSeek = sample({
  clock: seekRequested,
  source: $duration,
  fn: (duration, seconds) => Math.max(0, duration > 0 ? Math.min(seconds, duration) : seconds),
});
$currentTime.on(clampedSeek, (_, seconds) => seconds);
sample({ clock: clampedSeek, target: seekMediaFx });
sample({ clock: skipRequested, source: $currentTime, fn: (now, delta) => now + delta, target: seekRequested });

$rate.on(rateChosen, (_, rate) => rate);
sample({ clock: rateChosen, target: rateMediaFx });

// 重试: ask for the lesson again (a signed media URL may have expired), then load it where it stopped and play.
const reloadTrackFx = attach({
  source: { track: $track, startAt: $currentTime, rate: $rate },
  effect: createEffect(async ({ track, startAt, rate }: { track: Track | null; startAt: number; rate: number }) => {
    if (!track) throw new Error(errorText(0));
    const fresh = trackOf(await getLiveRoomDetailFx({ lessonId: track.id })) ?? track;
    loadMediaFx({ track: fresh, startAt, rate });
    playMediaFx();
    return fresh;
  }),
});
sample({ clock: retryClicked, target: reloadTrackFx });
$status.on(reloadTrackFx, () => 'loading');
$errorText.on(reloadTrackFx, () => '');
$track.on(reloadTrackFx.doneData, (_, track) => track);
$status.on(reloadTrackFx.fail, () => 'error');
$errorText.on(reloadTrackFx.failData, (_, error) => (error instanceof Error && error.message) || errorText(0));

// Prev / next (and auto-advance at the end): the neighbour plays if the learner may play it, else its page opens.
const openNeighbourFx = createEffect(async ({ id }: { id: number; play: boolean; follow: boolean }) =>
  trackOf(await getLiveRoomDetailFx({ lessonId: id })),
);
const neighbourOpened = sample({
  clock: openNeighbourFx.done,
  fn: ({ params, result }) => ({ ...params, track: result }),
});
sample({
  clock: prevClicked,
  source: $track,
  filter: (track) => Boolean(track?.prevId),
  fn: (track, { follow }) => ({ id: track?.prevId ?? 0, play: true, follow }),
  target: openNeighbourFx,
});
sample({
  clock: nextClicked,
  source: $track,
  filter: (track) => Boolean(track?.nextId),
  fn: (track, { follow }) => ({ id: track?.nextId ?? 0, play: true, follow }),
  target: openNeighbourFx,
});
sample({
  clock: mediaEnded,
  source: { track: $track, held: $holdsNextLesson },
  filter: ({ track, held }) => Boolean(track && !track.sample && track.nextId) && !held,
  fn: ({ track }) => ({ id: track?.nextId ?? 0, play: true, follow: false }),
  target: openNeighbourFx,
});
sample({
  clock: neighbourOpened,
  filter: ({ track }) => track !== null && !track.sample,
  fn: ({ track, play }) => ({ track: track as Track, play }),
  target: trackChosen,
});
export const openLessonPageFx = createEffect((lessonId: number) => navigateTo(linkTo('lesson-play', { id: lessonId })));
sample({
  clock: neighbourOpened,
  filter: ({ track, follow }) => follow || (track?.sample ?? true),
  fn: ({ id }) => id,
  target: openLessonPageFx,
});

sample({ clock: closeClicked, target: unloadMediaFx });
for (const store of [$track, $currentTime, $duration, $paused, $status, $errorText]) store.reset(unloadMediaFx.done);
sample({ clock: unloadMediaFx.done, fn: () => null, target: updateMediaSessionFx });

export const progress = reportProgress({
  $track,
  $currentTime,
  $duration,
  $paused,
  trackStarted: loadTrackFx.doneData,
});

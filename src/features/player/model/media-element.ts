import { createEffect, type EventCallable, scopeBind } from 'effector';
import type { Track } from '../lib/track';
import { nextClicked, pauseClicked, playClicked, prevClicked, seekRequested, skipRequested } from './intents';
import {
  mediaDurationKnown,
  mediaEnded,
  mediaFailed,
  mediaPaused,
  mediaPlaying,
  mediaReady,
  mediaTimeUpdated,
  mediaWaiting,
  pageHidden,
} from './media-events';

/**
 * The app's ONE media element (audio or video), created on first use and kept for the whole visit: WeChat on iOS
 * lets script play an element only after a tap has played it, so the same element is reused for every lesson.
 * While no page shows it, it waits in a hidden holder in <body>; a video lesson's page moves it into its frame.
 */
let media: HTMLMediaElement | null = null;
let holder: HTMLElement | null = null;
let pendingStart = 0;

function bindReports(element: HTMLMediaElement) {
  const bound = <T>(event: EventCallable<T>) => scopeBind(event, { safe: true });
  const time = bound(mediaTimeUpdated);
  const duration = bound(mediaDurationKnown);
  const failed = bound(mediaFailed);
  element.addEventListener('timeupdate', () => time(element.currentTime));
  element.addEventListener('durationchange', () => {
    if (Number.isFinite(element.duration)) duration(element.duration);
  });
  element.addEventListener('loadedmetadata', () => {
    // Resume where the learner stopped, unless that is (nearly) the end.
    if (pendingStart > 0 && pendingStart < element.duration - 3) element.currentTime = pendingStart;
    pendingStart = 0;
  });
  const signals: [string, EventCallable<void>][] = [
    ['playing', mediaPlaying],
    ['pause', mediaPaused],
    ['ended', mediaEnded],
    ['waiting', mediaWaiting],
    ['canplay', mediaReady],
  ];
  for (const [name, event] of signals) {
    const report = bound(event);
    element.addEventListener(name, () => report());
  }
  element.addEventListener('error', () => failed(element.error?.code ?? 0));
}

function createMedia(type: Track['type']): HTMLMediaElement {
  const element = document.createElement(type);
  element.preload = 'metadata';
  if (type === 'video') {
    // Inline in the page, never iOS's or X5's (WeChat Android) own full-screen player.
    element.setAttribute('playsinline', '');
    element.setAttribute('webkit-playsinline', 'true');
    element.setAttribute('x5-playsinline', 'true');
    element.setAttribute('x5-video-player-type', 'h5-page');
  }
  bindReports(element);
  return element;
}

function holderElement(): HTMLElement {
  if (!holder) {
    holder = document.createElement('div');
    holder.hidden = true;
    holder.dataset.playerHolder = '';
    document.body.append(holder);
  }
  return holder;
}

/** Loads a track without playing it (no autoplay): src, poster, speed and where to start once the length is known. */
export const loadMediaFx = createEffect((params: { track: Track; startAt: number; rate: number }) => {
  const { track } = params;
  if (media?.localName !== track.type) {
    media?.pause();
    media?.remove();
    media = createMedia(track.type);
    holderElement().append(media);
  }
  if (media instanceof HTMLVideoElement) media.poster = track.cover;
  media.setAttribute('aria-label', track.title);
  pendingStart = params.startAt;
  media.src = track.src;
  media.playbackRate = params.rate;
  media.load();
});

/** Only ever run from a user's tap (or after a track the user started ends): see the model's rule. */
export const playMediaFx = createEffect(async () => {
  await media?.play();
});
export const pauseMediaFx = createEffect(() => media?.pause());
export const seekMediaFx = createEffect((seconds: number) => {
  if (media) media.currentTime = seconds;
});
export const rateMediaFx = createEffect((rate: number) => {
  if (media) media.playbackRate = rate;
});
export const unloadMediaFx = createEffect(() => {
  if (!media) return;
  media.pause();
  media.removeAttribute('src');
  media.load();
});

/** A video page shows the element in its frame; releasing it puts it back in the hidden holder (it keeps playing). */
export function adoptMedia(frame: HTMLElement): () => void {
  if (media && media.parentElement !== frame) frame.append(media);
  return () => {
    if (media && media.parentElement === frame) holderElement().append(media);
  };
}

/** Lock-screen and headset controls (Media Session API) where the browser has them. */
export const updateMediaSessionFx = createEffect((track: Track | null) => {
  const session = typeof navigator === 'undefined' ? undefined : navigator.mediaSession;
  if (!session || typeof MediaMetadata === 'undefined') return;
  if (!track) {
    session.metadata = null;
    return;
  }
  session.metadata = new MediaMetadata({ title: track.title, artist: '微课堂', artwork: [{ src: track.cover }] });
  const play = scopeBind(playClicked, { safe: true });
  const pause = scopeBind(pauseClicked, { safe: true });
  const skip = scopeBind(skipRequested, { safe: true });
  const seek = scopeBind(seekRequested, { safe: true });
  const prev = scopeBind(prevClicked, { safe: true });
  const next = scopeBind(nextClicked, { safe: true });
  const handlers: [MediaSessionAction, MediaSessionActionHandler | null][] = [
    ['play', () => play()],
    ['pause', () => pause()],
    ['seekbackward', () => skip(-15)],
    ['seekforward', () => skip(15)],
    ['seekto', (details) => seek(details.seekTime ?? 0)],
    ['previoustrack', track.prevId ? () => prev({ follow: false }) : null],
    ['nexttrack', track.nextId ? () => next({ follow: false }) : null],
  ];
  for (const [action, handler] of handlers) {
    try {
      session.setActionHandler(action, handler);
    } catch {
      // An action this browser does not know.
    }
  }
});

/** pagehide (leaving, reloading, closing WeChat's web view) and the page going to the background. */
export const watchPageHideFx = createEffect(() => {
  const hidden = scopeBind(pageHidden, { safe: true });
  window.addEventListener('pagehide', () => hidden());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') hidden();
  });
});

/** The volume before a fade, put back once the element has paused. */
let volumeBeforeFade: number | null = null;
/** Ends the fade in progress (its effect resolves): nothing waits on a fade that was cancelled. */
let endFade: (() => void) | null = null;

/**
 * Lowers the volume to silence over `ms` and resolves with the position where the fade began (seconds): what the
 * listener last heard clearly. iOS keeps the volume to the device's buttons (`volume` is read-only there): the fade
 * is then only a wait before the pause.
 */
export const fadeOutFx = createEffect(
  (ms: number) =>
    new Promise<number>((resolve) => {
      const element = media;
      if (!element) return resolve(0);
      endFade?.();
      const start = element.currentTime;
      const from = element.volume;
      volumeBeforeFade = from;
      const began = Date.now();
      const timer = setInterval(() => {
        const done = Math.min(1, (Date.now() - began) / ms);
        element.volume = from * (1 - done);
        if (done >= 1) finish();
      }, 100);
      const finish = () => {
        clearInterval(timer);
        endFade = null;
        resolve(start);
      };
      endFade = finish;
    }),
);

/** Ends a fade (finished, paused or cancelled) and gives the element its volume back. */
export const restoreVolumeFx = createEffect(() => {
  endFade?.();
  if (media && volumeBeforeFade !== null) media.volume = volumeBeforeFade;
  volumeBeforeFade = null;
});

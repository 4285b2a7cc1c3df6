import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { pauseClicked, seekRequested } from './intents';
import { fadeOutFx, restoreVolumeFx } from './media-element';
import { mediaEnded, mediaPaused } from './media-events';

/**
 * 定时关闭: the player stops by itself for a listener who falls asleep. After 15, 30 or 60 minutes the audio fades out
 * over FADE_MS and pauses, back at the position where the fade began (so resuming starts where the listener stopped
 * hearing, and the progress saved on pause says so); or it stops at the end of this lesson, without going on to the
 * next. It lives as long as the page (moving between screens keeps it), not across a reload.
 */
export type SleepChoice = 'off' | 'end' | 15 | 30 | 60;
export const SLEEP_CHOICES: readonly SleepChoice[] = ['off', 'end', 15, 30, 60];
export const FADE_MS = 5000;

export type SleepTimer =
  | { kind: 'off' }
  | { kind: 'end' }
  | { kind: 'minutes'; minutes: number; endsAt: number }
  | { kind: 'fading' };

export const sleepTimerChosen = createEvent<SleepChoice>();
/** The clock's beat while a timer counts down (epoch ms). */
export const sleepTicked = createEvent<number>();

export const $sleepTimer = createStore<SleepTimer>({ kind: 'off' });
export const $sleepNow = createStore(0);
/** Seconds left of a running 15/30/60-minute timer; null for any other state. */
export const $sleepRemaining = sample({
  source: { timer: $sleepTimer, now: $sleepNow },
  fn: ({ timer, now }) => (timer.kind === 'minutes' ? Math.max(0, Math.ceil((timer.endsAt - now) / 1000)) : null),
});
/** While a timer says "stop here", the end of a lesson does not start the next one. */
export const $holdsNextLesson = $sleepTimer.map((timer) => timer.kind === 'end' || timer.kind === 'fading');

/** A choice with the moment it was made (epoch ms): an effect, so tests pick the clock. */
export const readClockFx = createEffect((choice: SleepChoice) => ({ choice, now: Date.now() }));

let ticker: ReturnType<typeof setInterval> | null = null;
export const startTickingFx = createEffect(() => {
  const tick = scopeBind(sleepTicked, { safe: true });
  if (ticker) clearInterval(ticker);
  ticker = setInterval(() => tick(Date.now()), 1000);
});
export const stopTickingFx = createEffect(() => {
  if (ticker) clearInterval(ticker);
  ticker = null;
});

sample({ clock: sleepTimerChosen, target: readClockFx });
const started = readClockFx.doneData;

$sleepTimer.on(started, (_, { choice, now }) => {
  if (choice === 'off') return { kind: 'off' };
  if (choice === 'end') return { kind: 'end' };
  return { kind: 'minutes', minutes: choice, endsAt: now + choice * 60_000 };
});
$sleepNow.on(started, (_, { now }) => now).on(sleepTicked, (_, now) => now);

sample({ clock: started, filter: ({ choice }) => typeof choice === 'number', target: startTickingFx });
sample({ clock: started, filter: ({ choice }) => typeof choice !== 'number', target: stopTickingFx });
// Changing the choice mid-fade (or turning it off) gives the volume back at once.
sample({ clock: started, fn: () => undefined, target: restoreVolumeFx });

const expired = sample({
  clock: sleepTicked,
  source: $sleepTimer,
  filter: (timer, now) => timer.kind === 'minutes' && now >= timer.endsAt,
});
$sleepTimer.on(expired, () => ({ kind: 'fading' }));
sample({ clock: expired, target: stopTickingFx });
sample({ clock: expired, fn: () => FADE_MS, target: fadeOutFx });

// The fade is over (and the choice not changed meanwhile): back to where it began, paused; the timer is spent.
const faded = sample({
  clock: fadeOutFx.doneData,
  source: $sleepTimer,
  filter: (timer) => timer.kind === 'fading',
  fn: (_, position) => position,
});
sample({ clock: faded, target: seekRequested });
sample({ clock: faded, fn: () => undefined, target: pauseClicked });
$sleepTimer.on(faded, () => ({ kind: 'off' }));
// The volume comes back once the element has actually paused, so nothing is heard at full volume in between.
sample({ clock: mediaPaused, fn: () => undefined, target: restoreVolumeFx });

// 播完本节: the lesson ended and the next one was not started (the player reads $holdsNextLesson as it ends); the
// timer is spent once that is decided, hence an effect's answer rather than the same event.
const lessonEndHeldFx = createEffect(() => undefined);
sample({
  clock: mediaEnded,
  source: $sleepTimer,
  filter: (timer) => timer.kind === 'end',
  fn: () => undefined,
  target: lessonEndHeldFx,
});
$sleepTimer.on(lessonEndHeldFx.done, () => ({ kind: 'off' }));

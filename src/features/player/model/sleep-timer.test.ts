import { afterEach, describe, expect, it } from '@rstest/core';
import { allSettled } from 'effector';
import { playClicked } from './intents';
import { mediaDurationKnown, mediaEnded, mediaPaused, mediaPlaying, mediaTimeUpdated } from './media-events';
import { $currentTime, trackOffered } from './player';
import { detail, playerScope, track } from './player.test-utils';
import { $holdsNextLesson, $sleepRemaining, $sleepTimer, FADE_MS, sleepTicked, sleepTimerChosen } from './sleep-timer';

afterEach(() => localStorage.clear());

/** A lesson (with a next one) playing at 10 s of 1800 s. */
async function listening(options: { fadeFrom?: number; fadeHeld?: boolean } = {}) {
  const player = playerScope({ 8: detail(8) }, options);
  const { scope } = player;
  await allSettled(trackOffered, { scope, params: track(7, { nextId: 8 }) });
  await allSettled(mediaDurationKnown, { scope, params: 1800 });
  await allSettled(playClicked, { scope });
  await allSettled(mediaPlaying, { scope });
  await allSettled(mediaTimeUpdated, { scope, params: 10 });
  return player;
}

describe('sleep timer (定时关闭)', () => {
  it('each choice: off, end of this lesson, 15 / 30 / 60 minutes with the time left', async () => {
    const { scope, clock, of } = await listening();
    await allSettled(sleepTimerChosen, { scope, params: 'end' });
    expect(scope.getState($sleepTimer)).toEqual({ kind: 'end' });
    expect(scope.getState($sleepRemaining)).toBeNull();
    expect(scope.getState($holdsNextLesson)).toBe(true);
    for (const minutes of [15, 30, 60] as const) {
      await allSettled(sleepTimerChosen, { scope, params: minutes });
      expect(scope.getState($sleepTimer)).toEqual({ kind: 'minutes', minutes, endsAt: clock.now + minutes * 60_000 });
      expect(scope.getState($sleepRemaining)).toBe(minutes * 60);
    }
    await allSettled(sleepTicked, { scope, params: clock.now + 61_500 });
    expect(scope.getState($sleepRemaining)).toBe(3600 - 61);
    await allSettled(sleepTimerChosen, { scope, params: 'off' });
    expect(scope.getState($sleepTimer)).toEqual({ kind: 'off' });
    expect(scope.getState($holdsNextLesson)).toBe(false);
    expect(of('tickStart')).toHaveLength(3);
    expect(of('tickStop').length).toBeGreaterThanOrEqual(2);
  });

  it('when the time is up: fades out, pauses where the fade began, and saves that position', async () => {
    const { scope, clock, of } = await listening({ fadeFrom: 905 });
    await allSettled(sleepTimerChosen, { scope, params: 15 });
    await allSettled(sleepTicked, { scope, params: clock.now + 15 * 60_000 - 1000 });
    expect(scope.getState($sleepRemaining)).toBe(1);
    expect(of('fade')).toEqual([]);
    await allSettled(sleepTicked, { scope, params: clock.now + 15 * 60_000 });
    expect(of('fade')).toEqual([FADE_MS]);
    expect(of('seek')).toEqual([905]);
    expect(of('pause')).toHaveLength(1);
    expect(scope.getState($currentTime)).toBe(905);
    expect(scope.getState($sleepTimer)).toEqual({ kind: 'off' });
    // The element reports its pause: the position reported is where the listener stopped hearing.
    await allSettled(mediaPaused, { scope });
    expect(of('report').at(-1)).toMatchObject({ lessonId: 7, position: 905 });
    expect(of('restoreVolume').length).toBeGreaterThan(0);
    // Later beats do nothing more.
    await allSettled(sleepTicked, { scope, params: clock.now + 20 * 60_000 });
    expect(of('fade')).toHaveLength(1);
  });

  it('at the end of this lesson the next one does not start (it does without the timer)', async () => {
    const held = await listening();
    await allSettled(sleepTimerChosen, { scope: held.scope, params: 'end' });
    await allSettled(mediaEnded, { scope: held.scope });
    expect(held.of('detail')).toEqual([]);
    expect(held.of('play')).toHaveLength(1);
    expect(held.scope.getState($sleepTimer)).toEqual({ kind: 'off' });

    const free = await listening();
    await allSettled(mediaEnded, { scope: free.scope });
    expect(free.of('detail')).toEqual([8]);
  });

  it('a lesson that ends during the fade does not start the next one either', async () => {
    const { scope, clock, of, endFade } = await listening({ fadeFrom: 1797, fadeHeld: true });
    await allSettled(sleepTimerChosen, { scope, params: 15 });
    expect(scope.getState($holdsNextLesson)).toBe(false);
    const ticked = allSettled(sleepTicked, { scope, params: clock.now + 15 * 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scope.getState($sleepTimer)).toEqual({ kind: 'fading' });
    // allSettled waits for every effect of the scope, the held fade among them: fired, checked, then released.
    const ended = allSettled(mediaEnded, { scope });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(of('detail')).toEqual([]);
    endFade();
    await Promise.all([ticked, ended]);
    expect(of('detail')).toEqual([]);
    expect(scope.getState($sleepTimer)).toEqual({ kind: 'off' });
  });

  it('turned off before it fires: no fade, no pause, the clock stops', async () => {
    const { scope, clock, of } = await listening();
    await allSettled(sleepTimerChosen, { scope, params: 30 });
    await allSettled(sleepTimerChosen, { scope, params: 'off' });
    expect(of('tickStop')).toHaveLength(1);
    await allSettled(sleepTicked, { scope, params: clock.now + 31 * 60_000 });
    expect(of('fade')).toEqual([]);
    expect(of('pause')).toEqual([]);
    expect(scope.getState($sleepRemaining)).toBeNull();
  });
});

import { afterEach, describe, expect, it } from '@rstest/core';
import { allSettled } from 'effector';
import { writeLocalPosition } from '../lib/resume';
import {
  nextClicked,
  pauseClicked,
  playClicked,
  prevClicked,
  rateChosen,
  retryClicked,
  skipRequested,
} from './intents';
import {
  mediaDurationKnown,
  mediaFailed,
  mediaPaused,
  mediaPlaying,
  mediaTimeUpdated,
  pageHidden,
} from './media-events';
import { $currentTime, $errorText, $paused, $rate, $status, $track, trackOffered, trackPlayRequested } from './player';
import { detail, playerScope, track } from './player.test-utils';

afterEach(() => localStorage.clear());

async function playing(scope: ReturnType<typeof playerScope>['scope'], duration = 300) {
  await allSettled(mediaDurationKnown, { scope, params: duration });
  await allSettled(playClicked, { scope });
  await allSettled(mediaPlaying, { scope });
}

describe('player model', () => {
  it('loads an offered lesson without playing it; only a tap on play starts playback (WeChat gesture rule)', async () => {
    const { scope, of } = playerScope();
    await allSettled(trackOffered, { scope, params: track(7) });
    expect(scope.getState($track)?.id).toBe(7);
    expect(of('load')).toEqual([{ track: track(7), startAt: 0, rate: 1 }]);
    expect(of('play')).toEqual([]);
    expect(scope.getState($paused)).toBe(true);
    await allSettled(mediaDurationKnown, { scope, params: 30 });
    expect(scope.getState($status)).toBe('ready');
    await allSettled(playClicked, { scope });
    expect(of('play')).toHaveLength(1);
    await allSettled(mediaPlaying, { scope });
    expect(scope.getState($paused)).toBe(false);
    await allSettled(pauseClicked, { scope });
    expect(of('pause')).toHaveLength(1);
  });

  it('does not replace a playing lesson when another page offers one; 播放本课 does', async () => {
    const { scope, of } = playerScope();
    await allSettled(trackOffered, { scope, params: track(7) });
    await playing(scope);
    await allSettled(trackOffered, { scope, params: track(8) });
    expect(scope.getState($track)?.id).toBe(7);
    await allSettled(trackPlayRequested, { scope, params: track(8) });
    expect(scope.getState($track)?.id).toBe(8);
    expect(of('play')).toHaveLength(2);
  });

  it('a sample playing while the lesson is bought gives way to the whole lesson', async () => {
    const { scope, of } = playerScope();
    await allSettled(trackOffered, { scope, params: track(7, { sample: true, src: '/try.wav' }) });
    await playing(scope);
    await allSettled(trackOffered, { scope, params: track(7) });
    expect(scope.getState($track)).toMatchObject({ id: 7, sample: false, src: '/mock-cdn/media/lesson-7.wav' });
    expect(of('load')).toHaveLength(2);
  });

  it('resumes where this device stopped, else where the server says, a sample from the start', async () => {
    writeLocalPosition(7, 42.8);
    const local = playerScope();
    await allSettled(trackOffered, { scope: local.scope, params: track(7, { serverPosition: 100 }) });
    expect(local.of('load')).toMatchObject([{ startAt: 42 }]);
    expect(local.scope.getState($currentTime)).toBe(42);

    const server = playerScope();
    await allSettled(trackOffered, { scope: server.scope, params: track(9, { serverPosition: 100 }) });
    expect(server.of('load')).toMatchObject([{ startAt: 100 }]);

    const sample = playerScope();
    await allSettled(trackOffered, { scope: sample.scope, params: track(7, { sample: true }) });
    expect(sample.of('load')).toMatchObject([{ startAt: 0 }]);
  });

  it('reports progress once per 15 s of playback, on pause and when the page is hidden; never for a sample', async () => {
    const { scope, of } = playerScope();
    await allSettled(trackOffered, { scope, params: track(7) });
    await playing(scope);
    for (const seconds of [1, 5, 14.9]) await allSettled(mediaTimeUpdated, { scope, params: seconds });
    expect(of('report')).toEqual([]);
    await allSettled(mediaTimeUpdated, { scope, params: 15.2 });
    expect(of('report')).toEqual([{ lessonId: 7, progress: 5, position: 15 }]);
    await allSettled(mediaTimeUpdated, { scope, params: 25 });
    expect(of('report')).toHaveLength(1);
    await allSettled(mediaTimeUpdated, { scope, params: 30.3 });
    expect(of('report')).toHaveLength(2);
    await allSettled(mediaTimeUpdated, { scope, params: 33 });
    await allSettled(mediaPaused, { scope });
    expect(of('report').at(-1)).toEqual({ lessonId: 7, progress: 11, position: 33 });
    await allSettled(pageHidden, { scope });
    expect(of('report')).toHaveLength(4);
    expect(localStorage.getItem('wkt:player:position:7')).toBe('33');

    const sample = playerScope();
    await allSettled(trackOffered, { scope: sample.scope, params: track(7, { sample: true }) });
    await playing(sample.scope);
    await allSettled(mediaTimeUpdated, { scope: sample.scope, params: 20 });
    await allSettled(mediaPaused, { scope: sample.scope });
    expect(sample.of('report')).toEqual([]);
  });

  it('seeks ±15 s within the recording and changes speed for this and later lessons', async () => {
    const { scope, of } = playerScope();
    await allSettled(trackOffered, { scope, params: track(7) });
    await playing(scope, 100);
    await allSettled(mediaTimeUpdated, { scope, params: 10 });
    await allSettled(skipRequested, { scope, params: -15 });
    await allSettled(skipRequested, { scope, params: 15 });
    expect(of('seek')).toEqual([0, 15]);
    await allSettled(mediaTimeUpdated, { scope, params: 95 });
    await allSettled(skipRequested, { scope, params: 15 });
    expect(of('seek').at(-1)).toBe(100);
    await allSettled(rateChosen, { scope, params: 1.5 });
    expect(of('rate')).toEqual([1.5]);
    expect(scope.getState($rate)).toBe(1.5);
    await allSettled(trackPlayRequested, { scope, params: track(8) });
    expect(of('load').at(-1)).toMatchObject({ rate: 1.5 });
  });

  it('plays the next or previous lesson of the column; one not yet bought opens its page instead', async () => {
    const { scope, of } = playerScope({
      8: detail(8, { prevId: 7 }),
      6: detail(6, { lessonUrl: '', tryUrl: '/t.wav' }),
    });
    await allSettled(trackOffered, { scope, params: track(7, { prevId: 6, nextId: 8 }) });
    await allSettled(nextClicked, { scope, params: { follow: false } });
    expect(scope.getState($track)).toMatchObject({ id: 8, prevId: 7 });
    expect(of('play')).toHaveLength(1);
    expect(of('openPage')).toEqual([]);

    const other = playerScope({ 6: detail(6, { lessonUrl: '', tryUrl: '/t.wav', isBought: 0 }) });
    await allSettled(trackOffered, { scope: other.scope, params: track(7, { prevId: 6 }) });
    await allSettled(prevClicked, { scope: other.scope, params: { follow: false } });
    expect(other.scope.getState($track)?.id).toBe(7);
    expect(other.of('openPage')).toEqual([6]);
    expect(other.of('play')).toEqual([]);
  });

  it('a broken or expired address: a clear message, paused; 重试 asks for the lesson again and plays from there', async () => {
    const { scope, of } = playerScope({ 7: detail(7, { lessonUrl: '/fresh.wav' }) });
    await allSettled(trackOffered, { scope, params: track(7) });
    await playing(scope);
    await allSettled(mediaTimeUpdated, { scope, params: 12 });
    await allSettled(mediaFailed, { scope, params: 4 });
    expect(scope.getState($status)).toBe('error');
    expect(scope.getState($errorText)).toBe('播放地址已失效或无法打开');
    expect(scope.getState($paused)).toBe(true);
    await allSettled(retryClicked, { scope });
    expect(of('detail')).toEqual([7]);
    expect(of('load').at(-1)).toMatchObject({ track: { src: '/fresh.wav' }, startAt: 12 });
    expect(of('play')).toHaveLength(2);
    expect(scope.getState($status)).toBe('loading');
    expect(scope.getState($errorText)).toBe('');
  });

  it('重试 that fails again keeps the error with the reason, and play on an error retries', async () => {
    const { scope, of } = playerScope();
    await allSettled(trackOffered, { scope, params: track(7) });
    await allSettled(mediaFailed, { scope, params: 2 });
    await allSettled(playClicked, { scope });
    expect(of('detail')).toEqual([7]);
    expect(scope.getState($status)).toBe('error');
    expect(scope.getState($errorText)).toBe('课程不存在');
    expect(of('play')).toEqual([]);
  });
});

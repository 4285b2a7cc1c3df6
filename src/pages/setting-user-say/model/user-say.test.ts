import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { setMuteFx } from '@/features/live-room';
import { ApiError } from '@/shared/api';
import { $notLecturer, loadFx, muteToggled, speakers } from './user-say';

const speaker = (userId: number) => ({ userId, userNickName: `听众${userId}` });

describe('禁言管理 model', () => {
  it('after a mute the lists are asked again with the old ones left on screen', async () => {
    let muted = [] as ReturnType<typeof speaker>[];
    const scope = fork({
      handlers: [
        [loadFx, async () => ({ muted, recent: [speaker(7)] })],
        [
          setMuteFx,
          async () => {
            muted = [speaker(7)];
            return null;
          },
        ],
      ] as never,
    });
    await allSettled(speakers.opened, { scope });
    const toggling = allSettled(muteToggled, { scope, params: { userId: 7, isMute: 1 } });
    expect(scope.getState(speakers.$status)).toBe('ready');
    await toggling;
    expect(scope.getState(speakers.$data)?.muted).toEqual([speaker(7)]);
  });

  it('tells a listener (code 10 您还不是讲师) from a failed load', async () => {
    const listener = fork({
      handlers: [[loadFx, () => Promise.reject(new ApiError('business', '/api/ls/mute/list', { code: 10 }))]],
    });
    await allSettled(speakers.opened, { scope: listener });
    expect(listener.getState($notLecturer)).toBe(true);
    const offline = fork({ handlers: [[loadFx, () => Promise.reject(new ApiError('network', '/api/ls/mute/list'))]] });
    await allSettled(speakers.opened, { scope: offline });
    expect(offline.getState($notLecturer)).toBe(false);
    expect(offline.getState(speakers.$status)).toBe('failed');
  });
});

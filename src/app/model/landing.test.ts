import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { $channel, $partnerId, $shareSource } from '@/shared/api';
import { appStarted } from './app-started';
import { readLandingFx, readLandingParams } from './landing';

describe('landing parameters', () => {
  it('reads the channel under any of its names, the sharer and the partner', () => {
    expect(readLandingParams('?v=1&channel_id=7&s=42&partner_id=p9')).toEqual({
      channel: '7',
      shareSource: '42',
      partnerId: 'p9',
    });
    expect(readLandingParams('?channelId=3').channel).toBe('3');
    expect(readLandingParams('?v=1')).toEqual({ channel: null, shareSource: null, partnerId: null });
  });

  it('keeps them for the session, so every request and login carries them', async () => {
    const scope = fork({
      handlers: [[readLandingFx, () => ({ channel: '7', shareSource: '42', partnerId: null })]],
    });
    await allSettled(appStarted, { scope });
    expect(scope.getState($channel)).toBe('7');
    expect(scope.getState($shareSource)).toBe('42');
    expect(scope.getState($partnerId)).toBe('');
    expect(sessionStorage.getItem('wkt:channel')).toBe('7');
  });
});

import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { configureWechatFx, defaultShareFx } from '@/shared/wechat';
import { firstScreenShown } from './app-started';
import { $wechatReady } from './wechat';

describe('WeChat start-up', () => {
  it('configures the lazily loaded bridge once, after the first screen, then sets the default share card', async () => {
    const calls: string[] = [];
    const scope = fork({
      handlers: [
        [configureWechatFx, async () => void calls.push('configure')],
        [defaultShareFx, async () => void calls.push('share')],
      ],
    });
    await allSettled(firstScreenShown, { scope });
    await allSettled(firstScreenShown, { scope });
    expect(calls).toEqual(['configure', 'share']);
    expect(scope.getState($wechatReady)).toBe(true);
  });

  it('leaves the default share alone when configuration fails', async () => {
    const calls: string[] = [];
    const scope = fork({
      handlers: [
        [configureWechatFx, async () => Promise.reject(new Error('签名失败'))],
        [defaultShareFx, async () => void calls.push('share')],
      ],
    });
    await allSettled(firstScreenShown, { scope });
    expect(calls).toEqual([]);
    expect(scope.getState($wechatReady)).toBe(false);
  });
});

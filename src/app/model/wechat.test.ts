import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { readLocation } from '@/shared/routing';
import { configureWechatFx, defaultShareFx } from '@/shared/wechat';
import { $view, type View } from '../navigation/model';
import { $wechatReady } from '../navigation/route-effects-later';
import { firstScreenShown } from './app-started';

const homeView: View = {
  id: 1,
  match: { route: { name: 'index', path: '/index', meta: {} }, params: {} },
  location: readLocation('#/index/', ''),
  Page: () => null,
};

describe('WeChat start-up', () => {
  it('configures the lazily loaded bridge once, after the first screen, then sets the default share card', async () => {
    const calls: string[] = [];
    const scope = fork({
      values: [[$view, homeView]],
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

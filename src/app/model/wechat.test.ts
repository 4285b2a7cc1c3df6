import { describe, expect, it } from '@rstest/core';
import { allSettled, fork, type Scope } from 'effector';
import { readLocation } from '@/shared/routing';
import { configureWechatFx, defaultShareFx } from '@/shared/wechat';
import { $navigationId } from '../navigation/location';
import { $view, enterRouteFx, type View } from '../navigation/model';
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

const NoPage = () => null;

describe('the default share card on later route changes', () => {
  const view = (id: number, name: string, meta: View['match']['route']['meta'] = {}): View => ({
    id,
    match: { route: { name, path: `/${name}`, meta }, params: {} },
    location: readLocation(`#/${name}`, ''),
    Page: NoPage,
  });
  // A route is entered when its page's code is in (enterRouteFx) and it is still the latest navigation.
  const enter = (scope: Scope, next: View) => allSettled(enterRouteFx, { scope, params: next });

  it('goes to the bridge once the new screen has painted, only if that route is still the one on screen', async () => {
    const calls: string[] = [];
    let navigation = 1;
    const scope = fork({
      values: [[$wechatReady, true]],
      handlers: [
        [defaultShareFx, async () => void calls.push('share')],
        [enterRouteFx, (next: View) => next],
      ],
    });
    const go = async (next: View) => {
      navigation = next.id;
      await allSettled($navigationId, { scope, params: navigation });
      return enter(scope, next);
    };
    // The first route is still on screen after its paint: its default card.
    await go(view(1, 'hot'));
    expect(calls).toEqual(['share']);
    // A route left before its paint (the next one sets a card of its own): no default card for it.
    const left = go(view(2, 'free'));
    await go(view(3, 'lesson-play', { share: true }));
    await left;
    expect(calls).toEqual(['share']);
  });
});

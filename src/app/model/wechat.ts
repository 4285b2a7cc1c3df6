import { createEffect, sample } from 'effector';
import { once } from 'patronum';
import { configureWechatFx, defaultShareFx } from '@/shared/wechat';
import { firstScreenShown } from './app-started';

/**
 * The WeChat bridge is configured once the first screen is up: signing and loading the SDK must not compete with
 * the home screen's own requests on a weak network. Payment and share calls made before it wait in the bridge.
 */
const firstScreenIdleFx = createEffect(
  () =>
    new Promise<void>((resolve) => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1500 });
      else setTimeout(resolve, 300);
    }),
);

sample({ clock: once(firstScreenShown), target: firstScreenIdleFx });
sample({ clock: firstScreenIdleFx.done, target: configureWechatFx });
sample({ clock: configureWechatFx.done, target: defaultShareFx });

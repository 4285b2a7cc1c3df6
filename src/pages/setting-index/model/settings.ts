import { attach, createEffect, createEvent, sample } from 'effector';
import { not } from 'patronum';
import { tokenCleared } from '@/shared/api';
import { HOME_PATH, navigateTo } from '@/shared/routing';
import { confirmFx } from '@/shared/ui/modal';
import { showToast } from '@/shared/ui/toast';
import { clearLocalCache } from '../lib/clear-cache';

export const clearCacheClicked = createEvent();
export const logoutClicked = createEvent();

export const confirmClearFx = attach({
  effect: confirmFx,
  mapParams: () => ({
    title: '清除缓存',
    message: '将清除未发送的草稿、播放进度和图片缓存，不会退出登录。确定清除吗？',
    okText: '清除',
  }),
});
export const clearCacheFx = createEffect(clearLocalCache);

export const confirmLogoutFx = attach({
  effect: confirmFx,
  mapParams: () => ({ title: '退出登录', message: '退出后需要重新授权登录，确定退出吗？', okText: '退出' }),
});
export const goHomeFx = createEffect(() => navigateTo(HOME_PATH, { replace: true }));

sample({ clock: clearCacheClicked, filter: not(confirmClearFx.pending), target: confirmClearFx });
sample({ clock: confirmClearFx.doneData, filter: Boolean, target: clearCacheFx });
sample({
  clock: clearCacheFx.done,
  fn: () => ({ message: '缓存已清除', type: 'success' as const }),
  target: showToast,
});
sample({
  clock: clearCacheFx.fail,
  fn: () => ({ message: '清除缓存没有成功，请稍后再试', type: 'fail' as const }),
  target: showToast,
});

// Logging out forgets the token (the viewer's stores reset with it) and goes home, where the shell asks who is there.
const loggedOut = sample({ clock: confirmLogoutFx.doneData, filter: Boolean });
sample({ clock: logoutClicked, filter: not(confirmLogoutFx.pending), target: confirmLogoutFx });
sample({ clock: loggedOut, target: [tokenCleared, goHomeFx] });

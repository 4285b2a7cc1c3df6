import { createEffect, createEvent, sample } from 'effector';
import { showToast } from '@/shared/ui/toast';
import { $inviteLink } from './share-info';

export const copyLinkClicked = createEvent();

export const copyToClipboardFx = createEffect(async (text: string) => {
  await navigator.clipboard.writeText(text);
});

sample({ clock: copyLinkClicked, source: $inviteLink, filter: Boolean, target: copyToClipboardFx });
sample({
  clock: copyToClipboardFx.done,
  fn: () => ({ message: '链接已复制，发给好友吧', type: 'success' as const }),
  target: showToast,
});
// Some in-app browsers refuse the clipboard; the link stays on screen to copy by hand.
sample({
  clock: copyToClipboardFx.fail,
  fn: () => ({ message: '复制失败，请长按链接手动复制', type: 'msg' as const }),
  target: showToast,
});

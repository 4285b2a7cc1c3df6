import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { $inviteLink } from './campaign';

export const copyClicked = createEvent();
export const writeClipboardFx = createEffect(async (text: string) => {
  if (!navigator.clipboard) throw new Error('no clipboard');
  await navigator.clipboard.writeText(text);
});
const copyFx = attach({ effect: writeClipboardFx });

/** What 复制链接 did, said next to the link (WeChat's browser sometimes refuses the clipboard). */
export const $copyResult = createStore<'' | 'copied' | 'failed'>('')
  .on(copyFx.done, () => 'copied')
  .on(copyFx.fail, () => 'failed')
  .reset(copyClicked);

sample({ clock: copyClicked, source: $inviteLink, filter: Boolean, target: copyFx });

import { createEffect, createEvent, sample } from 'effector';
import { shrinkImage } from '../lib/image';
import { type Draft, messageSent, noticeShown } from './live-room';

/** The lecturer picked a photo to send (图片). */
export const imagePicked = createEvent<File>();

/** Its own effect, so a test forks it (happy-dom draws no canvas). */
export const shrinkImageFx = createEffect((file: File) => shrinkImage(file));

sample({ clock: imagePicked, target: shrinkImageFx });
sample({
  clock: shrinkImageFx.doneData,
  fn: (content): Draft => ({ content, contentType: 2, sendType: 1 }),
  target: messageSent,
});
sample({ clock: shrinkImageFx.fail, fn: () => '图片读取失败，请换一张', target: noticeShown });

import { createEffect, createEvent, createStore, sample } from 'effector';
import { officialAccount } from '../config/account';
import { drawQrCode } from '../lib/draw-qr-code';

export type QrState = 'drawing' | 'ready' | 'failed';

export const attentOpened = createEvent();
export const qrRetried = createEvent();

export const drawQrCodeFx = createEffect(drawQrCode);

/** The drawn code (a data URL); kept for the session, so coming back to the page draws nothing again. */
export const $qrImage = createStore<string | null>(null).on(drawQrCodeFx.doneData, (_, image) => image);
export const $qrState = createStore<QrState>('drawing')
  .on(drawQrCodeFx, () => 'drawing')
  .on(drawQrCodeFx.done, () => 'ready')
  .on(drawQrCodeFx.fail, () => 'failed');

sample({
  clock: [attentOpened, qrRetried],
  source: { image: $qrImage, drawing: drawQrCodeFx.pending },
  filter: ({ image, drawing }) => image === null && !drawing,
  fn: () => officialAccount.followUrl,
  target: drawQrCodeFx,
});

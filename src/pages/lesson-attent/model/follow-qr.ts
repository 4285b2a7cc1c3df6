import { createEffect, createEvent, sample } from 'effector';
import { createPageResource } from '@/shared/model';
import { officialAccount } from '../config/account';
import { drawQrCode } from '../lib/draw-qr-code';

export const attentOpened = createEvent();

export const drawQrCodeFx = createEffect(drawQrCode);
/** The account's QR code (a data URL) drawn from its follow URL; 重试 draws again. */
export const followQr = createPageResource(drawQrCodeFx);

// Drawn once for the session: coming back to the page (or opening it while it draws) draws nothing again.
sample({
  clock: attentOpened,
  source: { status: followQr.$status, drawing: followQr.loadFx.pending },
  filter: ({ status, drawing }) => status !== 'ready' && !drawing,
  fn: () => officialAccount.followUrl,
  target: followQr.opened,
});

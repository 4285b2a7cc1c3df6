import { attach, createEvent, createStore, sample } from 'effector';
import { sendSmsCodeFx } from '@/entities/lecturer';
import { errorMessage } from '@/shared/api';

/** Seconds before another code may be asked for. */
export const RESEND_SECONDS = 60;

export const sendCodeClicked = createEvent<{ mobile: string; now: number }>();
export const sendCodeFx = attach({
  effect: sendSmsCodeFx,
  mapParams: ({ mobile }: { mobile: string; now: number }) => ({ mobile }),
});

/** When the last code was sent (ms); the button counts down from it. */
export const $codeSentAt = createStore(0).on(sendCodeFx.done, (_, { params }) => params.now);
export const $sendError = createStore('')
  .on(sendCodeFx.failData, (_, error) => errorMessage(error))
  .reset(sendCodeFx);
export const $sending = sendCodeFx.pending;

sample({
  clock: sendCodeClicked,
  source: { sentAt: $codeSentAt, sending: $sending },
  filter: ({ sentAt, sending }, { now, mobile }) => !sending && mobile !== '' && now - sentAt >= RESEND_SECONDS * 1000,
  fn: (_, request) => request,
  target: sendCodeFx,
});

import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { sendSmsCodeFx } from '@/entities/lecturer';
import { errorMessage } from '@/shared/api';
import { readSentAt, writeSentAt } from '../lib/sent-store';
import { codeError, mobileError, secondsLeft } from '../lib/validate';

export type SmsCodeConfig = {
  /** What the code is for (`realname`, `bank-account`, `withdraw`…): each form counts its own 60 s. */
  purpose: string;
};

/**
 * One phone + SMS-code field, created at module level by each form that needs one (like createDraft):
 * - `mobileChanged` / `codeChanged` as the user types (digits only; 11 and 6 at most);
 * - `sendClicked`: checks the phone (Chinese message), sends POST /api/ls/studio/sendSmsCode once per tap, then
 *   counts 60 s down; the send time is kept in localStorage per purpose + phone, so a reload (or a login in
 *   between) resumes the countdown; after it 重新发送;
 * - `opened`: the form (re)appeared: resume a running countdown for the phone shown;
 * - `checked`: the form is being submitted: show the fields' messages; `$valid` tells whether both are right.
 */
export function createSmsCode({ purpose }: SmsCodeConfig) {
  const opened = createEvent();
  const mobileChanged = createEvent<string>();
  const codeChanged = createEvent<string>();
  const sendClicked = createEvent();
  const checked = createEvent();
  /** The form was sent: the code is used up (the phone stays). */
  const codeUsed = createEvent();
  const clockTicked = createEvent<number>();

  /** The clock and the 1 s wait are effects so tests fork them with a clock of their own. */
  const nowFx = createEffect((): number => Date.now());
  const waitTickFx = createEffect(
    (): Promise<number> => new Promise((resolve) => setTimeout(() => resolve(Date.now()), 1000)),
  );
  const readSentFx = createEffect((mobile: string) => readSentAt(purpose, mobile));
  const saveSentFx = createEffect(({ mobile, at }: { mobile: string; at: number }) => writeSentAt(purpose, mobile, at));
  const stampSentFx = attach({ effect: nowFx });
  const readClockFx = attach({ effect: nowFx });
  // An effect of its own (not attach) so tests fork it with a plain handler; the call starts synchronously, in scope.
  const sendFx = createEffect((params: { mobile: string }) => sendSmsCodeFx(params));

  const $mobile = createStore('').on(mobileChanged, (_, value) => value.replace(/\D/g, '').slice(0, 11));
  const $code = createStore('')
    .on(codeChanged, (_, value) => value.replace(/\D/g, '').slice(0, 6))
    .reset(codeUsed);
  const $sentAt = createStore<number | null>(null).on(readSentFx.doneData, (_, at) => at);
  const $now = createStore(0).on(clockTicked, (_, now) => now);
  const $secondsLeft = combine($sentAt, $now, secondsLeft);
  const $ticking = createStore(false)
    .on(waitTickFx, () => true)
    .on(waitTickFx.finally, () => false);
  const $sending = sendFx.pending;
  /** The phone the last code went to (the form says where to look). */
  const $sentTo = createStore<string | null>(null).on(sendFx.done, (_, { params }) => params.mobile);
  const $sendError = createStore<string | null>(null)
    .on(sendFx.failData, (_, error) => errorMessage(error))
    .reset(sendFx, mobileChanged);

  const $mobileTried = createStore(false).on([sendClicked, checked], () => true);
  const $codeTried = createStore(false)
    .on(checked, () => true)
    .reset(codeUsed);
  const $mobileError = combine($mobile, $mobileTried, (mobile, tried) => (tried ? mobileError(mobile) : null));
  const $codeError = combine($code, $codeTried, (code, tried) => (tried ? codeError(code) : null));
  const $valid = combine($mobile, $code, (mobile, code) => !mobileError(mobile) && !codeError(code));

  // The countdown belongs to the phone shown: typing another number shows that number's own.
  sample({ clock: opened, source: $mobile, target: readSentFx });
  sample({ clock: mobileChanged, source: $mobile, target: readSentFx });
  sample({ clock: readSentFx.done, target: readClockFx });
  sample({ clock: readClockFx.doneData, target: clockTicked });

  sample({
    clock: sendClicked,
    source: { mobile: $mobile, left: $secondsLeft, sending: $sending },
    filter: ({ mobile, left, sending }) => !sending && left === 0 && mobileError(mobile) === null,
    fn: ({ mobile }) => ({ mobile }),
    target: sendFx,
  });
  sample({ clock: sendFx.done, target: stampSentFx });
  sample({ clock: stampSentFx.doneData, target: [$sentAt, clockTicked] });
  sample({
    clock: stampSentFx.doneData,
    source: $sentTo,
    filter: Boolean,
    fn: (mobile, at) => ({ mobile: mobile ?? '', at }),
    target: saveSentFx,
  });

  // One tick loop at a time, while there is something to count.
  sample({
    clock: clockTicked,
    source: { left: $secondsLeft, ticking: $ticking },
    filter: ({ left, ticking }) => left > 0 && !ticking,
    target: waitTickFx,
  });
  sample({ clock: waitTickFx.doneData, target: clockTicked });

  return {
    opened,
    mobileChanged,
    codeChanged,
    sendClicked,
    checked,
    codeUsed,
    $mobile,
    $code,
    $secondsLeft,
    $sending,
    $sentTo,
    $sendError,
    $mobileError,
    $codeError,
    $valid,
    /** For tests: fork these with a clock (and a server) of your own. */
    nowFx,
    waitTickFx,
    sendFx,
  };
}

export type SmsCodeModel = ReturnType<typeof createSmsCode>;

import { attach, combine, createEffect, createEvent, createStore, type Effect, restore, sample } from 'effector';
import { not } from 'patronum';
import * as z from 'zod/mini';
import { errorMessage } from '@/shared/api';
import { createDraft } from '@/shared/lib/draft';
import { checkWithdrawAmount, isSmsCode } from '../lib/rules';

export type WithdrawRequest = { amount: number; mobile: string; smsCode: string; clientRequestId: string };
export type SmsInput = { mobile: string; code: string };
export type WithdrawAnswer = { recordId: number; availableAmt: number };
export type WithdrawStep = 'form' | 'confirm' | 'done';

export type WithdrawConfig = {
  /** Draft key: one per screen (wallet-cash, extension-present). */
  key: string;
  /** The server call; its answer's availableAmt becomes the balance shown. */
  applyFx: Effect<WithdrawRequest, WithdrawAnswer, unknown>;
};

const draftSchema = z.object({ amount: z.string(), mobile: z.string(), code: z.string() });

/** One id per withdrawal the user means: the server answers the same id once, however often it arrives. */
const newRequestIdFx = createEffect(() => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`);

/**
 * A withdrawal: amount typed in yuan (checked in fen against the balance), a confirm step showing amount, fee and what
 * arrives, the SMS code (the page composes features/sms-code in: smsChanged / smsRestored), then ONE request however often 确认提现 is tapped (pending guard + client request id). A
 * failure keeps everything typed and says why; what is typed also survives a session expiry (draft, restored when the
 * screen opens again). The balance afterwards is the server's.
 */
export function createWithdraw({ key, applyFx }: WithdrawConfig) {
  const opened = createEvent();
  const availableLoaded = createEvent<number | null>();
  const amountChanged = createEvent<string>();
  const allClicked = createEvent();
  /** The SMS field's phone and code, as typed (the page wires the sms-code feature in). */
  const smsChanged = createEvent<SmsInput>();
  const nextClicked = createEvent();
  const backClicked = createEvent();
  const confirmClicked = createEvent();
  const againClicked = createEvent();

  const sendFx = attach({ effect: applyFx });
  const requestIdFx = attach({ effect: newRequestIdFx });

  const $available = createStore<number | null>(null)
    .on(availableLoaded, (_, amount) => amount)
    .on(sendFx.doneData, (_, answer) => answer.availableAmt);
  const $amountText = createStore('')
    .on(amountChanged, (_, text) => text)
    .reset(sendFx.done);
  const $sms = createStore<SmsInput>({ mobile: '', code: '' }).on(smsChanged, (_, sms) => sms);
  const $check = combine($amountText, $available, checkWithdrawAmount);
  /** Messages show once the user asked to go on (not while the first digit is typed). */
  const $triedNext = createStore(false)
    .on(nextClicked, () => true)
    .reset([sendFx.done, againClicked]);
  const $step = createStore<WithdrawStep>('form')
    .on(backClicked, () => 'form')
    .on(sendFx.done, () => 'done')
    .on(againClicked, () => 'form');
  const $requestId = restore(requestIdFx.doneData, '').reset([amountChanged, sendFx.done]);
  const $error = createStore('')
    .on(sendFx.fail, (_, { error }) => errorMessage(error))
    .reset([confirmClicked, amountChanged, smsChanged, backClicked]);
  const $result = restore(sendFx.doneData, null).reset(againClicked);
  const $sending = sendFx.pending;

  sample({
    clock: allClicked,
    source: $available,
    filter: (available) => available !== null,
    fn: (available) => {
      const fen = available ?? 0;
      return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
    },
    target: amountChanged,
  });

  const confirmed = sample({ clock: nextClicked, source: $check, filter: (check) => check.ok });
  sample({ clock: confirmed, fn: (): WithdrawStep => 'confirm', target: $step });
  sample({ clock: confirmed, source: $requestId, filter: (id) => id === '', target: requestIdFx });

  const request = sample({
    clock: confirmClicked,
    source: { check: $check, sms: $sms, clientRequestId: $requestId, step: $step },
    filter: not($sending),
  });
  sample({
    clock: request,
    filter: ({ check, sms, clientRequestId, step }) =>
      step === 'confirm' && check.ok && isSmsCode(sms.code) && sms.mobile !== '' && clientRequestId !== '',
    fn: ({ check, sms, clientRequestId }): WithdrawRequest => ({
      amount: check.ok ? check.amount : 0,
      mobile: sms.mobile,
      smsCode: sms.code.trim(),
      clientRequestId,
    }),
    target: sendFx,
  });

  const draft = createDraft({
    key: `withdraw:${key}`,
    $value: combine($amountText, $sms, (amount, sms) => ({ amount, ...sms })),
    schema: draftSchema,
    isEmpty: (value) => value.amount === '' && value.code === '',
  });
  sample({ clock: opened, target: draft.restore });
  sample({ clock: draft.restored, fn: (value) => value.amount, target: $amountText });
  /** What the SMS field should show again after a reload (the page hands it to the sms-code feature). */
  const smsRestored = sample({ clock: draft.restored, fn: ({ mobile, code }): SmsInput => ({ mobile, code }) });
  sample({ clock: smsRestored, target: $sms });
  sample({ clock: sendFx.done, target: draft.clear });

  return {
    opened,
    availableLoaded,
    amountChanged,
    allClicked,
    smsChanged,
    smsRestored,
    nextClicked,
    backClicked,
    confirmClicked,
    againClicked,
    /** The server's answer: the page refreshes what it shows of the balance from it. */
    withdrawn: sendFx.doneData,
    sendFx,
    $available,
    $amountText,
    $sms,
    $check,
    $triedNext,
    $step,
    $requestId,
    $error,
    $result,
    $sending,
  };
}

export type WithdrawModel = ReturnType<typeof createWithdraw>;

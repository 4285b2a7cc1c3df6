import { attach, combine, createEffect, createEvent, createStore, type Effect, restore, sample } from 'effector';
import { not } from 'patronum';
import * as z from 'zod/mini';
import { errorMessage } from '@/shared/api';
import { createDraft } from '@/shared/lib/draft';
import { checkWithdrawAmount, isSmsCode } from '../lib/rules';

export type WithdrawRequest = { amount: number; smsCode: string; clientRequestId: string };
export type WithdrawAnswer = { recordId: number; availableAmt: number };
export type WithdrawStep = 'form' | 'confirm' | 'done';

export type WithdrawConfig = {
  /** Draft key: one per screen (wallet-cash, extension-present). */
  key: string;
  /** The server call; its answer's availableAmt becomes the balance shown. */
  applyFx: Effect<WithdrawRequest, WithdrawAnswer, unknown>;
};

const draftSchema = z.object({ amount: z.string(), smsCode: z.string() });

/** One id per withdrawal the user means: the server answers the same id once, however often it arrives. */
const newRequestIdFx = createEffect(() => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`);

/**
 * A withdrawal: amount typed in yuan (checked in fen against the balance), a confirm step showing amount, fee and what
 * arrives, the SMS code, then ONE request however often 确认提现 is tapped (pending guard + client request id). A
 * failure keeps everything typed and says why; what is typed also survives a session expiry (draft, restored when the
 * screen opens again). The balance afterwards is the server's.
 */
export function createWithdraw({ key, applyFx }: WithdrawConfig) {
  const opened = createEvent();
  const availableLoaded = createEvent<number | null>();
  const amountChanged = createEvent<string>();
  const allClicked = createEvent();
  const smsCodeChanged = createEvent<string>();
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
  const $smsCode = createStore('')
    .on(smsCodeChanged, (_, code) => code.replace(/\D/g, '').slice(0, 6))
    .reset(sendFx.done);
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
    .reset([confirmClicked, amountChanged, smsCodeChanged, backClicked]);
  const $result = restore(sendFx.doneData, null).reset(againClicked);
  const $sending = sendFx.pending;
  const $smsError = createStore('').reset([smsCodeChanged, backClicked, sendFx]);

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

  sample({
    clock: confirmClicked,
    source: $smsCode,
    filter: (code) => !isSmsCode(code),
    fn: () => '请输入 6 位短信验证码',
    target: $smsError,
  });
  const request = sample({
    clock: confirmClicked,
    source: { check: $check, smsCode: $smsCode, clientRequestId: $requestId, step: $step },
    filter: not($sending),
  });
  sample({
    clock: request,
    filter: ({ check, smsCode, clientRequestId, step }) =>
      step === 'confirm' && check.ok && isSmsCode(smsCode) && clientRequestId !== '',
    fn: ({ check, smsCode, clientRequestId }): WithdrawRequest => ({
      amount: check.ok ? check.amount : 0,
      smsCode: smsCode.trim(),
      clientRequestId,
    }),
    target: sendFx,
  });

  const draft = createDraft({
    key: `withdraw:${key}`,
    $value: combine({ amount: $amountText, smsCode: $smsCode }),
    schema: draftSchema,
    isEmpty: (value) => value.amount === '' && value.smsCode === '',
  });
  sample({ clock: opened, target: draft.restore });
  sample({ clock: draft.restored, fn: (value) => value.amount, target: $amountText });
  sample({ clock: draft.restored, fn: (value) => value.smsCode, target: $smsCode });
  sample({ clock: sendFx.done, target: draft.clear });

  return {
    opened,
    availableLoaded,
    amountChanged,
    allClicked,
    smsCodeChanged,
    nextClicked,
    backClicked,
    confirmClicked,
    againClicked,
    /** The server's answer: the page refreshes what it shows of the balance from it. */
    withdrawn: sendFx.doneData,
    sendFx,
    $available,
    $amountText,
    $smsCode,
    $check,
    $triedNext,
    $step,
    $requestId,
    $error,
    $smsError,
    $result,
    $sending,
  };
}

export type WithdrawModel = ReturnType<typeof createWithdraw>;

import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { submitRealNameFx } from '@/entities/lecturer';
import { errorMessage } from '@/shared/api';
import { createFormSubmit } from '@/shared/model';
import { type AuthErrors, validateAuth } from '../lib/validate';
import { $fields, $uploading, type AuthSnapshot, firstInvalid, sms } from './fields';
import { $authType, authInfo, refreshProfileFx } from './load';

export const submitted = createEvent();
/** Its own effect (tests fork it); the request starts synchronously, in scope. */
export const submitFx = createEffect((request: Parameters<typeof submitRealNameFx>[0]) => submitRealNameFx(request));
export const $submitting = submitFx.pending;
export const $submitError = createStore<string | null>(null)
  .on(submitFx.failData, (_, error) => errorMessage(error))
  .reset(submitted, authInfo.opened);

const $snapshot = combine({ type: $authType, fields: $fields, mobile: sms.$mobile, code: sms.$code });
const $tried = createStore(false)
  .on(submitted, () => true)
  .reset(submitFx.done);
/** The fields' messages, from the first 提交 on. */
export const $errors = combine(
  $tried,
  $authType,
  $fields,
  (tried, type, fields): AuthErrors => (tried ? validateAuth(type, fields) : {}),
);

// 提交: the phone and code show their messages too; one request per tap, none while a photo is uploading.
sample({ clock: submitted, target: sms.checked });
export const { focusFieldFx } = createFormSubmit({
  submitted,
  $values: $snapshot,
  $blocked: combine($submitting, $uploading, (busy, uploading) => busy || uploading),
  firstInvalid,
  toRequest: ({ type, fields, mobile, code }: AuthSnapshot) => ({
    authType: type,
    realName: fields.realName.trim(),
    idNumber: fields.idNumber,
    mobile,
    smsCode: code,
    ...(type === 1
      ? { frontImg: fields.frontImg, backImg: fields.backImg, licenseImg: '' }
      : { frontImg: '', backImg: '', licenseImg: fields.licenseImg }),
  }),
  send: submitFx,
});

// Sent: the code is used up, and gating sees the new state without a reload.
sample({ clock: submitFx.done, target: [sms.codeUsed, refreshProfileFx] });

import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import * as z from 'zod/mini';
import { type AuthInfo, getAuthInfoFx, submitRealNameFx } from '@/entities/lecturer';
import { refreshLecturerProfileFx } from '@/entities/user';
import { createImageUpload } from '@/features/image-upload';
import { CODE_PATTERN, createSmsCode, MOBILE_PATTERN } from '@/features/sms-code';
import { errorMessage } from '@/shared/api';
import { createDraft } from '@/shared/lib/draft';
import { type AuthErrors, type AuthType, authView, validateAuth } from '../lib/validate';

export const authOpened = createEvent<AuthType>();
export const authRetried = createEvent();
/** 刷新审核状态 on the pending screen. */
export const statusRefreshed = createEvent();
/** 重新提交 on the rejected screen: the form again, refilled with what was sent. */
export const resubmitClicked = createEvent();
export const realNameChanged = createEvent<string>();
export const idNumberChanged = createEvent<string>();
export const submitted = createEvent();

export const sms = createSmsCode({ purpose: 'realname' });
export const frontImage = createImageUpload({ kind: 'id-front' });
export const backImage = createImageUpload({ kind: 'id-back' });
export const licenseImage = createImageUpload({ kind: 'licence' });

export const loadInfoFx = attach({ effect: getAuthInfoFx });
export const refreshProfileFx = attach({ effect: refreshLecturerProfileFx });
/** Its own effect (tests fork it); the request starts synchronously, in scope. */
export const submitFx = createEffect((request: Parameters<typeof submitRealNameFx>[0]) => submitRealNameFx(request));
/** The first invalid field gets focus (ids of the form's inputs). */
export const focusFieldFx = createEffect((id: string) => {
  document.getElementById(id)?.focus();
});

export const $authType = createStore<AuthType>(1).on(authOpened, (_, type) => type);
export const $info = createStore<AuthInfo | null>(null)
  .on(loadInfoFx.doneData, (_, info) => info)
  .on(submitFx.doneData, (_, info) => info);
export const $loadState = createStore<'loading' | 'ready' | 'failed'>('loading')
  .on(loadInfoFx, () => 'loading')
  .on(loadInfoFx.done, () => 'ready')
  .on(loadInfoFx.fail, () => 'failed');
export const $loadError = createStore<unknown>(null).on(loadInfoFx.failData, (_, error) => error);
const $editing = createStore(false)
  .on(resubmitClicked, () => true)
  .reset(submitFx.done, authOpened);
export const $view = combine($info, $editing, (info, editing) => authView(info?.realNameAuth ?? -1, editing));

export const $realName = createStore('').on(realNameChanged, (_, value) => value.slice(0, 40));
export const $idNumber = createStore('').on(idNumberChanged, (_, value) =>
  value
    .replace(/[^0-9a-zA-Z]/g, '')
    .toUpperCase()
    .slice(0, 18),
);
export const $fields = combine({
  realName: $realName,
  idNumber: $idNumber,
  frontImg: frontImage.$url,
  backImg: backImage.$url,
  licenseImg: licenseImage.$url,
});
const $tried = createStore(false)
  .on(submitted, () => true)
  .reset(submitFx.done);
export const $errors = combine(
  $tried,
  $authType,
  $fields,
  (tried, type, fields): AuthErrors => (tried ? validateAuth(type, fields) : {}),
);
export const $uploading = combine([frontImage.$uploading, backImage.$uploading, licenseImage.$uploading], (list) =>
  list.some(Boolean),
);
export const $submitting = submitFx.pending;
export const $submitError = createStore<string | null>(null)
  .on(submitFx.failData, (_, error) => errorMessage(error))
  .reset(submitted, authOpened);

/** Ids of the inputs, in screen order. */
export const FIELD_IDS = {
  realName: 'auth-real-name',
  idNumber: 'auth-id-number',
  mobile: 'auth-sms-mobile',
  code: 'auth-sms-code',
  frontImg: 'auth-front',
  backImg: 'auth-back',
  licenseImg: 'auth-licence',
} as const;

type Snapshot = { type: AuthType; fields: z.output<typeof fieldsSchema>; mobile: string; code: string };

/** The first field with a problem, or null when the form can go. */
export function firstInvalid({ type, fields, mobile, code }: Snapshot): string | null {
  const errors = validateAuth(type, fields);
  if (errors.realName) return FIELD_IDS.realName;
  if (errors.idNumber) return FIELD_IDS.idNumber;
  if (!MOBILE_PATTERN.test(mobile)) return FIELD_IDS.mobile;
  if (!CODE_PATTERN.test(code)) return FIELD_IDS.code;
  if (errors.frontImg) return FIELD_IDS.frontImg;
  if (errors.backImg) return FIELD_IDS.backImg;
  if (errors.licenseImg) return FIELD_IDS.licenseImg;
  return null;
}

const fieldsSchema = z.object({
  realName: z.string(),
  idNumber: z.string(),
  frontImg: z.string(),
  backImg: z.string(),
  licenseImg: z.string(),
});
const $snapshot = combine({ type: $authType, fields: $fields, mobile: sms.$mobile, code: sms.$code });

// No payload reaches the call (a click's event would become its parameters).
sample({ clock: [authOpened, authRetried, statusRefreshed], fn: () => undefined, target: loadInfoFx });

// 提交: one request per tap; the fields' messages show and the first invalid one gets focus.
sample({ clock: submitted, target: sms.checked });
const checkedSubmit = sample({
  clock: submitted,
  source: { snapshot: $snapshot, busy: $submitting, uploading: $uploading },
  filter: ({ busy, uploading }) => !busy && !uploading,
  fn: ({ snapshot }) => ({ snapshot, invalid: firstInvalid(snapshot) }),
});
sample({
  clock: checkedSubmit,
  filter: ({ invalid }) => invalid !== null,
  fn: ({ invalid }) => invalid ?? '',
  target: focusFieldFx,
});
sample({
  clock: checkedSubmit,
  filter: ({ invalid }) => invalid === null,
  fn: ({ snapshot: { type, fields, mobile, code } }) => ({
    authType: type,
    realName: fields.realName.trim(),
    idNumber: fields.idNumber,
    mobile,
    smsCode: code,
    ...(type === 1
      ? { frontImg: fields.frontImg, backImg: fields.backImg, licenseImg: '' }
      : { frontImg: '', backImg: '', licenseImg: fields.licenseImg }),
  }),
  target: submitFx,
});

// Sent: the code is used up, the draft is done with, and gating sees the new state without a reload.
sample({ clock: submitFx.done, target: [sms.codeUsed, refreshProfileFx] });
sample({ clock: loadInfoFx.doneData, filter: (info) => info.realNameAuth === 2, target: refreshProfileFx });

// What is typed survives a reload and a session expiry (1000 → login → back here).
type DraftValue = { type: number; fields: z.output<typeof fieldsSchema>; mobile: string };
const $draftValue = combine(
  $authType,
  $fields,
  sms.$mobile,
  (type, fields, mobile): DraftValue => ({
    type,
    fields,
    mobile,
  }),
);
export const authDraft = createDraft<DraftValue>({
  key: 'liveroom-authenticate',
  $value: $draftValue,
  schema: z.object({ type: z.number(), fields: fieldsSchema, mobile: z.string() }),
  isEmpty: ({ fields, mobile }) => !mobile && Object.values(fields).every((value) => !value),
});
sample({ clock: submitFx.done, target: authDraft.clear });

// A rejected application comes back filled in with what was sent; a draft (typed since) wins over it.
const refill = sample({
  clock: loadInfoFx.doneData,
  source: $authType,
  filter: (type, info) => info.realNameAuth === 1 && info.authType === type,
  fn: (_, info) => info,
});
sample({ clock: refill, fn: (info) => info.realName, target: realNameChanged });
sample({ clock: refill, fn: (info) => info.idNumber, target: idNumberChanged });
sample({ clock: refill, fn: (info) => info.mobile, target: sms.mobileChanged });
sample({
  clock: refill,
  filter: (info) => Boolean(info.frontImg),
  fn: (info) => info.frontImg,
  target: frontImage.urlSet,
});
sample({
  clock: refill,
  filter: (info) => Boolean(info.backImg),
  fn: (info) => info.backImg,
  target: backImage.urlSet,
});
sample({
  clock: refill,
  filter: (info) => Boolean(info.licenseImg),
  fn: (info) => info.licenseImg,
  target: licenseImage.urlSet,
});
sample({ clock: loadInfoFx.done, target: authDraft.restore });
const restored = sample({
  clock: authDraft.restored,
  source: $authType,
  filter: (type, draft) => draft.type === type,
  fn: (_, draft) => draft,
});
sample({ clock: restored, fn: (draft) => draft.fields.realName, target: realNameChanged });
sample({ clock: restored, fn: (draft) => draft.fields.idNumber, target: idNumberChanged });
sample({
  clock: restored,
  filter: (draft) => Boolean(draft.mobile),
  fn: (draft) => draft.mobile,
  target: sms.mobileChanged,
});
sample({
  clock: restored,
  filter: (draft) => Boolean(draft.fields.frontImg),
  fn: (draft) => draft.fields.frontImg,
  target: frontImage.urlSet,
});
sample({
  clock: restored,
  filter: (draft) => Boolean(draft.fields.backImg),
  fn: (draft) => draft.fields.backImg,
  target: backImage.urlSet,
});
sample({
  clock: restored,
  filter: (draft) => Boolean(draft.fields.licenseImg),
  fn: (draft) => draft.fields.licenseImg,
  target: licenseImage.urlSet,
});

/** Something typed and not sent yet: leaving asks first. */
export const $dirty = combine($view, $draftValue, (view, value) =>
  view === 'form' ? Boolean(value.mobile || Object.values(value.fields).some(Boolean)) : false,
);

import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import * as z from 'zod/mini';
import { type JoinRequest, joinApplyFx } from '@/entities/lecturer';
import { refreshLecturerProfileFx } from '@/entities/user';
import { CODE_PATTERN, createSmsCode, MOBILE_PATTERN } from '@/features/sms-code';
import { errorMessage } from '@/shared/api';
import { createDraft } from '@/shared/lib/draft';
import { createFormSubmit } from '@/shared/model';
import { type JoinErrors, type JoinFields, validateJoin } from '../lib/validate';

export const joinOpened = createEvent();
export const nameChanged = createEvent<string>();
export const fieldChosen = createEvent<string>();
export const introChanged = createEvent<string>();
export const agreedToggled = createEvent<boolean>();
export const submitted = createEvent();

export const sms = createSmsCode({ purpose: 'join' });
/** Its own effect (tests fork it); the request starts synchronously, in scope. */
export const applyFx = createEffect((request: JoinRequest) => joinApplyFx(request));
export const refreshProfileFx = attach({ effect: refreshLecturerProfileFx });

export const $name = createStore('').on(nameChanged, (_, value) => value.slice(0, 40));
export const $field = createStore<string | null>(null).on(fieldChosen, (_, value) => value);
export const $intro = createStore('').on(introChanged, (_, value) => value.slice(0, 600));
export const $agreed = createStore(false).on(agreedToggled, (_, value) => value);
export const $fields = combine({ name: $name, field: $field, intro: $intro, agreed: $agreed });
const $tried = createStore(false).on(submitted, () => true);
export const $errors = combine($tried, $fields, (tried, fields): JoinErrors => (tried ? validateJoin(fields) : {}));
export const $applying = applyFx.pending;
export const $applied = createStore(false).on(applyFx.done, () => true);
export const $applyError = createStore<string | null>(null)
  .on(applyFx.failData, (_, error) => errorMessage(error))
  .reset(submitted, joinOpened);

export const FIELD_IDS = {
  name: 'join-name',
  mobile: 'join-sms-mobile',
  code: 'join-sms-code',
  field: 'join-field',
  intro: 'join-intro',
  agreed: 'join-agreed',
} as const;

type Snapshot = { fields: JoinFields; mobile: string; code: string };

export function firstInvalid({ fields, mobile, code }: Snapshot): string | null {
  const errors = validateJoin(fields);
  if (errors.name) return FIELD_IDS.name;
  if (!MOBILE_PATTERN.test(mobile)) return FIELD_IDS.mobile;
  if (!CODE_PATTERN.test(code)) return FIELD_IDS.code;
  if (errors.field) return FIELD_IDS.field;
  if (errors.intro) return FIELD_IDS.intro;
  if (errors.agreed) return FIELD_IDS.agreed;
  return null;
}

const $snapshot = combine({ fields: $fields, mobile: sms.$mobile, code: sms.$code });
sample({ clock: submitted, target: sms.checked });
export const { focusFieldFx } = createFormSubmit({
  submitted,
  $values: $snapshot,
  $blocked: combine($applying, $applied, (busy, done) => busy || done),
  firstInvalid,
  toRequest: ({ fields, mobile, code }: Snapshot): JoinRequest => ({
    name: fields.name.trim(),
    mobile,
    smsCode: code,
    field: fields.field ?? '',
    intro: fields.intro.trim(),
    agreed: 1,
  }),
  send: applyFx,
});
// Approved at once (the mock's decision, docs/api.md): gating sees the lecturer without a reload.
sample({ clock: applyFx.done, target: [refreshProfileFx, sms.codeUsed] });

type DraftValue = { name: string; field: string | null; intro: string; mobile: string };
const $draftValue = combine(
  $name,
  $field,
  $intro,
  sms.$mobile,
  (name, field, intro, mobile): DraftValue => ({
    name,
    field,
    intro,
    mobile,
  }),
);
export const joinDraft = createDraft<DraftValue>({
  key: 'join-info',
  $value: $draftValue,
  schema: z.object({ name: z.string(), field: z.nullable(z.string()), intro: z.string(), mobile: z.string() }),
  isEmpty: ({ name, field, intro, mobile }) => !name.trim() && field === null && !intro.trim() && !mobile,
});
sample({ clock: joinOpened, target: joinDraft.restore });
sample({ clock: joinDraft.restored, fn: (draft) => draft.name, target: $name });
sample({ clock: joinDraft.restored, fn: (draft) => draft.field, target: $field });
sample({ clock: joinDraft.restored, fn: (draft) => draft.intro, target: $intro });
sample({
  clock: joinDraft.restored,
  filter: (draft) => Boolean(draft.mobile),
  fn: (draft) => draft.mobile,
  target: sms.mobileChanged,
});
sample({ clock: applyFx.done, target: joinDraft.clear });

export const $dirty = combine($draftValue, $applied, (value, applied) =>
  applied ? false : Boolean(value.name.trim() || value.field || value.intro.trim() || value.mobile),
);

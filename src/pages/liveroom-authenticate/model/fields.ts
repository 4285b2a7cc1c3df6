import { combine, createEvent, createStore, sample } from 'effector';
import { spread } from 'patronum';
import { createImageUpload } from '@/features/image-upload';
import { CODE_PATTERN, createSmsCode, MOBILE_PATTERN } from '@/features/sms-code';
import { type AuthFields, type AuthType, validateAuth } from '../lib/validate';

export const realNameChanged = createEvent<string>();
export const idNumberChanged = createEvent<string>();

export const sms = createSmsCode({ purpose: 'realname' });
export const frontImage = createImageUpload({ kind: 'id-front' });
export const backImage = createImageUpload({ kind: 'id-back' });
export const licenseImage = createImageUpload({ kind: 'licence' });

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
export const $uploading = combine([frontImage.$uploading, backImage.$uploading, licenseImage.$uploading], (list) =>
  list.some(Boolean),
);

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

export type AuthSnapshot = { type: AuthType; fields: AuthFields; mobile: string; code: string };

/** The first field with a problem, or null when the form can go. */
export function firstInvalid({ type, fields, mobile, code }: AuthSnapshot): string | null {
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

/** What fills the form from elsewhere: the application sent before, or a draft. */
export type FormFill = AuthFields & { mobile: string };

/** Fills the form; an empty value leaves its field as it is (a draft without photos keeps the ones sent). */
export const formFilled = createEvent<FormFill>();
sample({
  clock: formFilled,
  fn: (fill): Partial<FormFill> => Object.fromEntries(Object.entries(fill).filter(([, value]) => value !== '')),
  target: spread({
    targets: {
      realName: realNameChanged,
      idNumber: idNumberChanged,
      mobile: sms.mobileChanged,
      frontImg: frontImage.urlSet,
      backImg: backImage.urlSet,
      licenseImg: licenseImage.urlSet,
    },
  }),
});

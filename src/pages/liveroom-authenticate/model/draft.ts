import { combine } from 'effector';
import * as z from 'zod/mini';
import { createDraft } from '@/shared/lib/draft';
import { $fields, sms } from './fields';
import { $authType } from './load';

// What is typed survives a reload and a session expiry (1000 → login → back here).
const fieldsSchema = z.object({
  realName: z.string(),
  idNumber: z.string(),
  frontImg: z.string(),
  backImg: z.string(),
  licenseImg: z.string(),
});
type DraftValue = { type: number; fields: z.output<typeof fieldsSchema>; mobile: string };

export const $draftValue = combine(
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

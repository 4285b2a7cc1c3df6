import { attach, combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import * as z from 'zod/mini';
import { errorMessage } from '@/shared/api';
import { createDraft } from '@/shared/lib/draft';
import { type ReportRequest, sendReportFx } from '../api/report';
import { encodeImage } from '../lib/encode-image';
import { type ReportErrors, type ReportFields, validateReport } from '../lib/validate';
import { $images, type ChosenImage, imagesCleared } from './images';

export const reportOpened = createEvent();
export const reasonChosen = createEvent<number>();
export const contentChanged = createEvent<string>();
export const contactChanged = createEvent<string>();
export const submitted = createEvent();
/** 再提交一条 after the success screen. */
export const anotherReportStarted = createEvent();

export const $reason = createStore<number | null>(null).on(reasonChosen, (_, reason) => reason);
export const $content = createStore('').on(contentChanged, (_, text) => text);
export const $contact = createStore('').on(contactChanged, (_, text) => text);
export const $fields = combine({ reason: $reason, content: $content, contact: $contact });

/** Messages show once a send was tried, then follow the typing. */
const $tried = createStore(false).on(submitted, () => true);
export const $errors = combine($tried, $fields, (tried, fields): ReportErrors => (tried ? validateReport(fields) : {}));

type SendInput = { fields: ReportFields; images: ChosenImage[] };

/** Images are encoded only now (scaled down), then the form goes in one request. */
export const submitReportFx = createEffect(async ({ fields, images }: SendInput): Promise<void> => {
  // Bound before the first await: the request must run in this scope (token, session expiry).
  const send = scopeBind(sendReportFx, { safe: true });
  const encoded = await Promise.all(images.map((image) => encodeImage(image.file, image.url)));
  const request: ReportRequest = { reason: fields.reason ?? 0, content: fields.content.trim() };
  const contact = fields.contact.replace(/[\s-]/g, '');
  if (contact) request.contact = contact;
  if (encoded.length > 0) request.images = encoded;
  await send(request);
});
const sendFx = attach({ effect: submitReportFx });

export const $sending = sendFx.pending;
export const $sent = createStore(false).on(sendFx.done, () => true);
export const $sendError = createStore<string | null>(null)
  .on(sendFx.failData, (_, error) => errorMessage(error))
  .reset(submitted, reportOpened);

// One tap, one complaint: nothing is sent while a send runs, after it succeeded, or while a field is wrong.
sample({
  clock: submitted,
  source: { fields: $fields, images: $images, sending: $sending, sent: $sent },
  filter: ({ fields, sending, sent }) => !sending && !sent && Object.keys(validateReport(fields)).length === 0,
  fn: ({ fields, images }) => ({ fields, images }),
  target: sendFx,
});

/** What is typed survives a failed send, a reload and a session expiry (the login comes back to this page). */
const draftSchema = z.object({ reason: z.nullable(z.number()), content: z.string(), contact: z.string() });
export const reportDraft = createDraft<ReportFields>({
  key: 'help-report',
  $value: $fields,
  schema: draftSchema,
  isEmpty: ({ reason, content, contact }) => reason === null && !content.trim() && !contact.trim(),
});
sample({ clock: reportOpened, target: reportDraft.restore });
sample({ clock: reportDraft.restored, fn: ({ reason }) => reason, target: $reason });
sample({ clock: reportDraft.restored, fn: ({ content }) => content, target: $content });
sample({ clock: reportDraft.restored, fn: ({ contact }) => contact, target: $contact });

// Sent: the draft, the images and the fields are done with; the success screen stays until the next complaint.
sample({ clock: sendFx.done, target: [reportDraft.clear, imagesCleared] });
for (const $store of [$reason, $content, $contact, $tried]) $store.reset(sendFx.done);
$sent.reset(anotherReportStarted, reportOpened);

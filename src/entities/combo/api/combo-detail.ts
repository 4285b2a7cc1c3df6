import * as z from 'zod/mini';
import { lessonCardSchema, refId } from '@/entities/lesson/@x/combo';
import { createRequestFx, flag, id } from '@/shared/api';
import { comboCardSchema } from './combo-card';

/** The lecturer shown on a column or package page (docs/api.md names `Lecturer` without fields; the mock's reading). */
export const comboLecturerSchema = z.object({
  lecturerId: id,
  lecturerName: z._default(z.string(), ''),
  avatar: z._default(z.string(), ''),
  intro: z._default(z.string(), ''),
  studioId: id,
  studioName: z._default(z.string(), ''),
});
export type ComboLecturer = z.output<typeof comboLecturerSchema>;

/** `ComboDetail` of docs/api.md: the card, what the viewer may do, and its lessons. */
export const comboDetailSchema = z.extend(comboCardSchema, {
  showCover: z._default(z.string(), ''),
  /** HTML from the lecturer's editor. */
  content: z._default(z.string(), ''),
  groupId: refId,
  vip: z._default(z.number().check(z.int()), 0),
  canDistribut: z._default(z.number().check(z.int()), 2),
  isDispense: z._default(flag, 1),
  isExclusive: z._default(flag, 0),
  isBought: flag,
  lecturer: comboLecturerSchema,
  lessons: z.array(lessonCardSchema),
});
export type ComboDetail = z.output<typeof comboDetailSchema>;

export const getComboDetailFx = createRequestFx<{ cateId: number }, typeof comboDetailSchema>({
  path: '/api/combo/detail',
  schema: comboDetailSchema,
});

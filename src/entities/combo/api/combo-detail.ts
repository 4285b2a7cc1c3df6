import { createEffect } from 'effector';
import * as z from 'zod/mini';
import { lessonCardSchema } from '@/entities/lesson/@x/combo';
import { type ApiError, createRequestFx, fenOr, flagOr, listOf, numberOr, text } from '@/shared/api';
import { COMBO_DETAIL_PATH } from './combo-detail-call';

/** The lecturer shown on a column or package page (docs/api.md names `Lecturer` without fields; the mock's reading). */
export const comboLecturerSchema = z.object({
  lecturerId: numberOr(0),
  lecturerName: text,
  avatar: text,
  intro: text,
  studioId: numberOr(0),
  studioName: text,
});
export type ComboLecturer = z.output<typeof comboLecturerSchema>;

/**
 * `/api/combo/detail`, a column or package. Spec §3 "Category": cateId, cover, showCover, cateName, summary,
 * groupId, vip, price, canDistribut (default 2), isDispense (default 1), isExclusive (default 0), content — none
 * required: the id is the one asked for, and a missing price (null) shows 价格暂不可用 and sells nothing.
 * Designed here (docs/api.md `ComboDetail`): comboType (2 column when missing), markType, originalPrice,
 * lessonCount, learnNum, studioId, studioName, lecturerName, isBought (0), lecturer (null: no lecturer row),
 * lessons ([]: no 开始学习 link).
 */
export const comboDetailSchema = z.object({
  cateId: numberOr(0),
  cateName: text,
  cover: text,
  showCover: text,
  summary: text,
  /** HTML from the lecturer's editor. */
  content: text,
  groupId: numberOr(0),
  vip: numberOr(0),
  price: fenOr(null),
  canDistribut: numberOr(2),
  isDispense: flagOr(1),
  isExclusive: flagOr(0),
  comboType: z.pipe(
    numberOr(2),
    z.transform((type): 2 | 3 => (type === 3 ? 3 : 2)),
  ),
  markType: z.pipe(
    numberOr(2),
    z.transform((mark): 1 | 2 | 3 | 4 => (mark === 1 || mark === 3 || mark === 4 ? mark : 2)),
  ),
  originalPrice: fenOr(null),
  lessonCount: numberOr(0),
  learnNum: numberOr(0),
  studioId: numberOr(0),
  studioName: text,
  lecturerName: text,
  isBought: flagOr(0),
  lecturer: z._default(z.nullable(comboLecturerSchema), null),
  lessons: listOf(lessonCardSchema),
});
export type ComboDetail = z.output<typeof comboDetailSchema>;

const requestComboDetailFx = createRequestFx<{ cateId: number }, typeof comboDetailSchema>({
  path: COMBO_DETAIL_PATH,
  schema: comboDetailSchema,
});

/** The column asked for: an answer without its id gets the request's. */
export const getComboDetailFx = createEffect<{ cateId: number }, ComboDetail, ApiError>(async (params) => {
  const combo = await requestComboDetailFx(params);
  return { ...combo, cateId: combo.cateId || params.cateId };
});

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
 * groupId, vip, price, canDistribut (default 2), isDispense (default 1), isExclusive (default 0), content — each
 * may be missing (the id is the one asked for, a missing price (null) shows 价格暂不可用 and sells nothing), but not
 * all of what names the goods: an answer with neither cateId nor cateName is not a Category (wrapped one level
 * deeper, a list, another call's answer) and fails to parse, so the page says 数据有误 with 重试 instead of showing
 * an empty column.
 * Designed here (docs/api.md `ComboDetail`): comboType (2 column when missing), markType, originalPrice,
 * lessonCount, learnNum, studioId, studioName, lecturerName, isBought (0), lecturer (null: no lecturer row),
 * lessons ([]: no 开始学习 link).
 */
const comboFieldsSchema = z.object({
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

// A transform rather than z.refine, as in entities/order: refine's code would join the shared zod module.
export const comboDetailSchema = z.pipe(
  comboFieldsSchema,
  z.transform((combo, context) => {
    if (combo.cateId > 0 || combo.cateName !== '') return combo;
    context.issues.push({ code: 'custom', message: 'neither cateId nor cateName: not a Category', input: combo });
    return z.NEVER;
  }),
);
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

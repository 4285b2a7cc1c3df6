import * as z from 'zod/mini';
import type { OwnLesson, OwnLessonSave } from '@/entities/studio-catalog';
import { fromLocalInput, toLocalInput } from './local-time';
import { fenToYuan, yuanToFen } from './money';

/** The lesson form as typed (price as yuan text, begin time as the input's text); drafts store exactly this. */
export const lessonValuesSchema = z.object({
  lessonName: z.string(),
  cover: z.string(),
  summary: z.string(),
  lessonType: z.literal([1, 2]),
  // Not z.boolean(): a zod feature no other schema uses would grow the home screen's shared zod chunk.
  live: z.literal([true, false]),
  beginTime: z.string(),
  priceYuan: z.string(),
  cateId: z.number(),
  groupId: z.number(),
  canDistribut: z.number(),
  distributRate: z.string(),
  isDispense: z.literal([0, 1]),
  isExclusive: z.literal([0, 1]),
  isDisplaySingle: z.literal([0, 1]),
  lessonUrl: z.string(),
  mediaName: z.string(),
});
export type LessonValues = z.output<typeof lessonValuesSchema>;
export type LessonField = keyof LessonValues;

/** 1 takes part in the promotion programme, 2 does not (spec default 2). */
export const DISTRIBUTABLE = 1;

/** A new lesson: spec §3's defaults (canDistribut 2, isDispense 1, isExclusive 0), recorded audio, free. */
export function emptyLessonValues(cateId = 0): LessonValues {
  return {
    lessonName: '',
    cover: '',
    summary: '',
    lessonType: 1,
    live: false,
    beginTime: '',
    priceYuan: '',
    cateId,
    groupId: 0,
    canDistribut: 2,
    distributRate: '',
    isDispense: 1,
    isExclusive: 0,
    isDisplaySingle: 1,
    lessonUrl: '',
    mediaName: '',
  };
}

export function lessonValuesOf(lesson: OwnLesson): LessonValues {
  return {
    lessonName: lesson.lessonName,
    cover: lesson.cover,
    summary: lesson.summary,
    lessonType: lesson.lessonType,
    live: lesson.lessonBeginTime !== null,
    beginTime: toLocalInput(lesson.lessonBeginTime),
    priceYuan: lesson.price ? fenToYuan(lesson.price) : '',
    cateId: lesson.cateId,
    groupId: lesson.groupId,
    canDistribut: lesson.canDistribut,
    distributRate: lesson.distributRate ? String(lesson.distributRate) : '',
    isDispense: lesson.isDispense,
    isExclusive: lesson.isExclusive,
    isDisplaySingle: lesson.isDisplaySingle,
    lessonUrl: lesson.lessonUrl,
    mediaName: lesson.lessonUrl ? '已上传' : '',
  };
}

/** What is sent: fen, epoch ms, the draft's field names. Call only with values that passed validation. */
export function toLessonSave(values: LessonValues): OwnLessonSave {
  const distributable = values.canDistribut === DISTRIBUTABLE;
  return {
    lessonName: values.lessonName.trim(),
    lessonType: values.lessonType,
    lessonBeginTime: values.live ? (fromLocalInput(values.beginTime) ?? '') : '',
    cateId: values.cateId,
    groupId: values.groupId,
    price: yuanToFen(values.priceYuan) ?? 0,
    vip: 0,
    summary: values.summary.trim(),
    cover: values.cover,
    showCover: values.cover,
    canDistribut: values.canDistribut,
    distributRate: distributable ? Number(values.distributRate) : 0,
    isDispense: values.isDispense,
    isExclusive: values.isExclusive,
    isDisplaySingle: values.isDisplaySingle,
    lessonUrl: values.live ? '' : values.lessonUrl,
  };
}

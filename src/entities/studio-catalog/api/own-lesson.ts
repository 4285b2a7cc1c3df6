import * as z from 'zod/mini';
import { createRequestFx, fenOr, flagOr, id, listOf, numberOr, pageOf, text } from '@/shared/api';

/**
 * A lesson's one state (docs/api.md): 1 草稿 (never published, nobody can buy it), 2 已上架 (public), 3 已下架
 * (hidden from new buyers, every buyer keeps it). Anything else reads as 已上架 (a backend without states).
 */
export type LessonState = 1 | 2 | 3;
export const LESSON_STATE_LABEL: Record<LessonState, string> = { 1: '草稿', 2: '已上架', 3: '已下架' };
export const lessonStateOr = (fallback: LessonState) =>
  z.pipe(
    numberOr(fallback),
    z.transform((value): LessonState => (value === 1 || value === 3 ? value : 2)),
  );

/**
 * `OwnLesson` (docs/api.md "Studio: lessons"): the Lesson draft of spec §3 as saved, to edit. Only the id is
 * required: every other field falls back to the draft's default, so a thinner answer opens a form to fill.
 */
export const ownLessonSchema = z.object({
  lessonId: id,
  lessonName: text,
  lessonType: z.pipe(
    numberOr(1),
    z.transform((value): 1 | 2 => (value === 2 ? 2 : 1)),
  ),
  lessonBeginTime: numberOr(null),
  cateId: numberOr(0),
  groupId: numberOr(0),
  groupName: text,
  price: fenOr(0),
  vip: flagOr(0),
  summary: text,
  content: text,
  cover: text,
  showCover: text,
  coursewarType: numberOr(1),
  coursewarList: listOf(z.string()),
  canDistribut: numberOr(2),
  distributRate: numberOr(0),
  isDispense: flagOr(1),
  isExclusive: flagOr(0),
  isDisplaySingle: flagOr(1),
  /** Designed: unknown (a backend without it) reads as published, the existing backend's only state. */
  lessonState: lessonStateOr(2),
  /** Designed: the uploaded recording, '' when none. */
  lessonUrl: text,
});
export type OwnLesson = z.output<typeof ownLessonSchema>;

export const getOwnLessonFx = createRequestFx<{ lessonId: number }, typeof ownLessonSchema>({
  path: '/api/ls/studio/lessonDetail',
  schema: ownLessonSchema,
});

/** A row of the lecturer's lesson list: what the list shows, state included. */
export const ownLessonRowSchema = z.object({
  lessonId: id,
  lessonName: text,
  lessonCoverUrl: text,
  lessonType: numberOr(1),
  lessonPlayType: numberOr(2),
  lessonBeginTime: numberOr(null),
  price: fenOr(null),
  cateId: numberOr(0),
  learnNum: numberOr(0),
  lessonState: lessonStateOr(2),
});
export type OwnLessonRow = z.output<typeof ownLessonRowSchema>;

const ownLessonPageSchema = pageOf(ownLessonRowSchema);
/** `cateId`: only that column's lessons. */
export const getOwnLessonsFx = createRequestFx<
  { pageNo?: number; pageSize?: number; cateId?: number },
  typeof ownLessonPageSchema
>({
  path: '/api/ls/studio/lessonList',
  schema: ownLessonPageSchema,
});

const stateAnswerSchema = z.object({ lessonId: id, lessonState: lessonStateOr(2) });
/** Publishes (2) or withdraws (1) a lesson. */
export const setLessonStateFx = createRequestFx<
  { lessonId: number; lessonState: LessonState },
  typeof stateAnswerSchema
>({ method: 'POST', path: '/api/ls/studio/lessonState', schema: stateAnswerSchema });

const coursewareAnswerSchema = z.object({ lessonId: id, coursewarList: listOf(z.string()) });
/** Replaces the lesson's courseware (the pages in order; an empty list removes it). */
export const saveCoursewareFx = createRequestFx<
  { lessonId: number; coursewarType: number; coursewarList: string[] },
  typeof coursewareAnswerSchema
>({ method: 'POST', path: '/api/ls/studio/saveCourseware', schema: coursewareAnswerSchema });

/** The body of `POST /api/ls/lesson/save` as the studio sends it (spec §3 Lesson draft + designed fields). */
export type OwnLessonSave = {
  lessonId?: number;
  lessonName: string;
  lessonType: 1 | 2;
  lessonBeginTime: number | '';
  cateId: number;
  groupId: number;
  price: number;
  vip: number;
  summary: string;
  cover: string;
  showCover: string;
  canDistribut: number;
  distributRate: number;
  isDispense: 0 | 1;
  isExclusive: 0 | 1;
  isDisplaySingle: 0 | 1;
  /** Designed: the uploaded recording. */
  lessonUrl?: string;
  /** Designed: a create repeated with the same id answers the same lesson. */
  requestId?: string;
  /** Designed: 1 saves a new lesson as a draft (absent: published at once). */
  lessonState?: LessonState;
  content?: string;
};
const savedOwnLessonSchema = z.object({ lessonId: id });
export const saveOwnLessonFx = createRequestFx<
  OwnLessonSave | { lessonId: number; content: string },
  typeof savedOwnLessonSchema
>({
  method: 'POST',
  path: '/api/ls/lesson/save',
  schema: savedOwnLessonSchema,
});

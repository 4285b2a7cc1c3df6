import * as z from 'zod/mini';
import { comboCardSchema } from '@/entities/combo/@x/studio';
import { lessonPageSchema } from '@/entities/lesson/@x/studio';
import { count, createRequestFx, flag, id, listOf, numberOr, text } from '@/shared/api';
import { slideSchema } from './slide';

/** A studio's public home (designed, docs/api.md): who runs it, its slides and columns. Only the id is required. */
export const studioHomeSchema = z.object({
  studioId: id,
  studioName: text,
  studioState: numberOr(1),
  lecturerId: numberOr(0),
  lecturerName: text,
  avatar: text,
  intro: text,
  isFollowed: z._default(flag, 0),
  isOwner: z._default(flag, 0),
  fansNum: numberOr(0),
  lessonCount: numberOr(0),
  columnCount: numberOr(0),
  slides: listOf(slideSchema),
  columns: listOf(comboCardSchema),
});
export type StudioHome = z.output<typeof studioHomeSchema>;

export const getStudioHomeFx = createRequestFx<{ studioId: number }, typeof studioHomeSchema>({
  path: '/api/ls/studio/home',
  schema: studioHomeSchema,
});

/** The studio's listed lessons, newest first. */
export const getStudioHomeLessonsFx = createRequestFx<
  { studioId: number; pageNo?: number; pageSize?: number },
  typeof lessonPageSchema
>({ path: '/api/ls/studio/homeLessons', schema: lessonPageSchema });

export const followStateSchema = z.object({ isFollowed: flag, fansNum: z._default(count, 0) });

/** Follows the studio, or unfollows it when followed; answers the new state. */
export const toggleFollowStudioFx = createRequestFx<{ studioId: number }, typeof followStateSchema>({
  path: '/api/ls/studio/followToggle',
  schema: followStateSchema,
});

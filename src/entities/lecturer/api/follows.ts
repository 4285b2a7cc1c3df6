import * as z from 'zod/mini';
import { createRequestFx, id, numberOr, pageOf, text } from '@/shared/api';

/** A lecturer the viewer follows (designed, docs/api.md): who, their studio, and their newest lesson if any. */
export const followedLecturerSchema = z.object({
  lecturerId: id,
  lecturerName: text,
  avatar: text,
  intro: text,
  studioId: numberOr(0),
  studioName: text,
  lessonCount: numberOr(0),
  latestLesson: z._default(z.nullable(z.object({ lessonId: id, lessonName: text })), null),
});
export type FollowedLecturer = z.output<typeof followedLecturerSchema>;

const followedPageSchema = pageOf(followedLecturerSchema);
export const getFollowedLecturersFx = createRequestFx<
  { pageNo?: number; pageSize?: number },
  typeof followedPageSchema
>({ path: '/api/mine/attentList', schema: followedPageSchema });

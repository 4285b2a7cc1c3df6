import * as z from 'zod/mini';
import { count, createRequestFx, flag, id } from '@/shared/api';
import { lessonCardSchema } from './lesson-card';

/** The lesson page and live room: the card plus what the viewer may do with it. */
export const liveRoomDetailSchema = z.extend(lessonCardSchema, {
  isBought: flag,
  isCollected: flag,
  isSetLessonWarn: z._default(flag, 0),
  isStudy: z._default(flag, 0),
  /** Empty unless bought or free. */
  lessonUrl: z._default(z.string(), ''),
  tryUrl: z._default(z.string(), ''),
  /** HTML from the lecturer's editor. */
  content: z._default(z.string(), ''),
  studioState: z._default(z.number().check(z.int()), 1),
  lecturerId: id,
  lecturerAvatar: z._default(z.string(), ''),
  commentNum: z._default(count, 0),
});
export type LiveRoomDetail = z.output<typeof liveRoomDetailSchema>;

export const getLiveRoomDetailFx = createRequestFx<
  { lessonId: number; studioId?: number },
  typeof liveRoomDetailSchema
>({
  path: '/api/ls/lesson/findStudioRoomDetail',
  schema: liveRoomDetailSchema,
});

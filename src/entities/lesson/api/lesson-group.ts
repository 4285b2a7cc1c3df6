import * as z from 'zod/mini';
import { count, createRequestFx, id } from '@/shared/api';

/** A lesson category of the home page. */
export const lessonGroupSchema = z.object({
  groupId: id,
  groupName: z.string(),
  icon: z._default(z.string(), ''),
  lessonCount: z._default(count, 0),
});
export type LessonGroup = z.output<typeof lessonGroupSchema>;

const lessonGroupsSchema = z.array(lessonGroupSchema);
export const getLessonGroupsFx = createRequestFx<void, typeof lessonGroupsSchema>({
  path: '/api/lesson/lessonGroup',
  schema: lessonGroupsSchema,
});

import * as z from 'zod/mini';
import { createRequestFx, flag, id } from '@/shared/api';

export const collectStateSchema = z.object({ lessonId: id, isCollected: flag });
export type CollectState = z.output<typeof collectStateSchema>;

/** Collects the lesson if it is not collected, and the other way round; answers the new state. */
export const toggleCollectFx = createRequestFx<{ lessonId: number }, typeof collectStateSchema>({
  path: '/api/ls/lesson/collectToggle',
  schema: collectStateSchema,
});

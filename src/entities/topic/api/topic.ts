import * as z from 'zod/mini';
import { lessonCardSchema } from '@/entities/lesson/@x/topic';
import { count, createRequestFx, id, pageOf } from '@/shared/api';

/** A curated topic page, as listed. */
export const topicCardSchema = z.object({
  topicId: id,
  title: z.string(),
  cover: z._default(z.string(), ''),
  summary: z._default(z.string(), ''),
  lessonCount: z._default(count, 0),
});
export type TopicCard = z.output<typeof topicCardSchema>;

export const topicDetailSchema = z.object({
  topicId: id,
  title: z.string(),
  cover: z._default(z.string(), ''),
  summary: z._default(z.string(), ''),
  /** HTML from the editor. */
  content: z._default(z.string(), ''),
  lessons: z.array(lessonCardSchema),
});
export type TopicDetail = z.output<typeof topicDetailSchema>;

const topicPageSchema = pageOf(topicCardSchema);
export const getTopicsFx = createRequestFx<{ pageNo?: number; pageSize?: number }, typeof topicPageSchema>({
  path: '/api/topic/list',
  schema: topicPageSchema,
});

export const getTopicDetailFx = createRequestFx<{ topicId: number }, typeof topicDetailSchema>({
  path: '/api/topic/pageDetail',
  schema: topicDetailSchema,
});

import * as z from 'zod/mini';
import { createRequestFx } from '@/shared/api';

const uploadAnswerSchema = z.object({ url: z.string().check(z.minLength(1)) });

/** Uploads a file (as a data URL) and answers where it is served: covers, courseware pages, recordings. */
export const uploadFileFx = createRequestFx<{ kind: 'image' | 'media'; file: string }, typeof uploadAnswerSchema>({
  method: 'POST',
  path: '/api/ls/studio/upload',
  schema: uploadAnswerSchema,
});

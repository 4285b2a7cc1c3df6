import * as z from 'zod/mini';
import { createRequestFx } from '@/shared/api';

const uploadAnswerSchema = z.object({ url: z.string().check(z.minLength(1)) });

/**
 * Uploads a recording (a data URL of the audio or video as picked) and answers where it is served. Pictures have
 * their own call (features/image-upload, POST /api/upload/image).
 */
export const uploadMediaFileFx = createRequestFx<{ file: string }, typeof uploadAnswerSchema>({
  method: 'POST',
  path: '/api/ls/studio/upload',
  schema: uploadAnswerSchema,
});

import * as z from 'zod/mini';
import { createRequestFx } from '@/shared/api';
import type { ImageKind } from '../config/kinds';

/** The one field the screen cannot do without: where the image now lives. */
export const uploadSchema = z.object({ url: z.string().check(z.minLength(1)) });

/**
 * Designed `POST /api/upload/image` (docs/api.md), the app's one picture upload: `image` a JPEG data URL (cut or
 * scaled on the phone first), or `mediaId` a WeChat serverId from wx.uploadImage (the server fetches it from WeChat
 * and cuts it by `kind`); answers its URL.
 */
export const uploadImageFx = createRequestFx<
  { image: string; kind: ImageKind } | { mediaId: string; kind: ImageKind },
  typeof uploadSchema
>({
  method: 'POST',
  path: '/api/upload/image',
  schema: uploadSchema,
});

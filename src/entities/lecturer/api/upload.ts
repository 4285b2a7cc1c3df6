import * as z from 'zod/mini';
import { createRequestFx } from '@/shared/api';

/** The one field the screen cannot do without: where the image now lives. */
export const uploadSchema = z.object({ url: z.string().check(z.minLength(1)) });

/**
 * Designed `POST /api/upload/image` (docs/api.md): `image` a JPEG/PNG data URL (scaled down on the phone first),
 * or `mediaId` a WeChat serverId from wx.uploadImage (the server fetches it from WeChat); answers its URL.
 */
export const uploadImageFx = createRequestFx<
  { image: string; kind: string } | { mediaId: string; kind: string },
  typeof uploadSchema
>({
  method: 'POST',
  path: '/api/upload/image',
  schema: uploadSchema,
});

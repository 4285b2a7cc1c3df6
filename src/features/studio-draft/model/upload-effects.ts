import { createEffect, scopeBind } from 'effector';
import { uploadFileFx } from '@/entities/studio-catalog';
import { COURSEWARE_EDGE, COVER_RATIO, COVER_WIDTH, MEDIA_MAX_BYTES } from '../config/limits';
import { cropToRatio, readAsDataUrl, scaleToEdge } from '../lib/image-file';

/** A cover cut to the lesson card's ratio on the phone, then uploaded: answers its address. */
export const uploadCoverFx = createEffect(async (file: File): Promise<string> => {
  // Bound before the first await: the request must run in this scope (token, session expiry).
  const upload = scopeBind(uploadFileFx, { safe: true });
  if (!file.type.startsWith('image/')) throw new Error('请选择图片文件');
  const { url } = await upload({ kind: 'image', file: await cropToRatio(file, COVER_RATIO, COVER_WIDTH) });
  return url;
});

/** A courseware page (an image, or a document page exported as one), scaled down, then uploaded. */
export const uploadPageFx = createEffect(async (file: File): Promise<string> => {
  const upload = scopeBind(uploadFileFx, { safe: true });
  if (!file.type.startsWith('image/')) throw new Error('请选择图片文件');
  const { url } = await upload({ kind: 'image', file: await scaleToEdge(file, COURSEWARE_EDGE) });
  return url;
});

/** A recorded lesson's audio or video, uploaded as it is. */
export const uploadMediaFx = createEffect(async (file: File): Promise<{ url: string; name: string }> => {
  const upload = scopeBind(uploadFileFx, { safe: true });
  if (!/^(audio|video)\//.test(file.type)) throw new Error('请选择音频或视频文件');
  if (file.size > MEDIA_MAX_BYTES) throw new Error('文件太大，最大 20 MB');
  const { url } = await upload({ kind: 'media', file: await readAsDataUrl(file) });
  return { url, name: file.name };
});

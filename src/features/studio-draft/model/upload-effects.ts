import { createEffect, scopeBind } from 'effector';
import { uploadMediaFileFx } from '@/entities/studio-catalog';
import { readAsDataUrl } from '@/shared/lib/file';
import { MEDIA_MAX_BYTES } from '../config/limits';

/** A recorded lesson's audio or video, uploaded as it is (pictures go through features/image-upload). */
export const uploadMediaFx = createEffect(async (file: File): Promise<{ url: string; name: string }> => {
  // Bound before the first await: the request must run in this scope (token, session expiry).
  const upload = scopeBind(uploadMediaFileFx, { safe: true });
  if (!/^(audio|video)\//.test(file.type)) throw new Error('请选择音频或视频文件');
  if (file.size > MEDIA_MAX_BYTES) throw new Error('文件太大，最大 20 MB');
  const { url } = await upload({ file: await readAsDataUrl(file) });
  return { url, name: file.name };
});

import { createEffect, scopeBind } from 'effector';
import { wxUploadImageFx } from '@/shared/wechat';
import { uploadImageFx } from '../api/upload-image';
import { IMAGE_KINDS, type ImageKind, PICKED_MAX_BYTES } from '../config/kinds';
import { prepareImage } from '../lib/image-file';

/** Plain effects around the request and the bridge call, so tests fork them with their own handlers. */
export const sendPictureFx = createEffect((body: Parameters<typeof uploadImageFx>[0]) => uploadImageFx(body));
export const sendToWechatFx = createEffect((localId: string) => wxUploadImageFx(localId));

/** A picture the user picked: a file (file input) or a WeChat localId (chooseImage). */
export type PickedImage = { file: File } | { localId: string };

/**
 * Sends one picked picture to our server and answers its address. A file is checked, cut or scaled on the phone
 * and sent as a data URL; a WeChat pick goes to WeChat first (uploadImage) and our server gets its serverId.
 */
export const uploadPickedFx = createEffect(
  async ({ picked, kind }: { picked: PickedImage; kind: ImageKind }): Promise<string> => {
    // Bound before the first await: the requests must run in the caller's scope (token, session expiry).
    const upload = scopeBind(sendPictureFx, { safe: true });
    const toWechat = scopeBind(sendToWechatFx, { safe: true });
    if ('localId' in picked) {
      const mediaId = await toWechat(picked.localId);
      return (await upload({ mediaId, kind })).url;
    }
    if (!picked.file.type.startsWith('image/')) throw new Error('请选择图片文件（JPG、PNG）');
    if (picked.file.size > PICKED_MAX_BYTES) throw new Error('图片太大，请选择 10 MB 以内的图片');
    const image = await prepareImage(picked.file, IMAGE_KINDS[kind]);
    return (await upload({ image, kind })).url;
  },
);

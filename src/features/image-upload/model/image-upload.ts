import { createEffect, createEvent, createStore, sample } from 'effector';
import { uploadImageFx } from '@/entities/lecturer';
import { errorMessage } from '@/shared/api';
import { encodeImage } from '../lib/encode-image';

const MAX_BYTES = 10 * 1024 * 1024;

/**
 * One image field that uploads as soon as a photo is picked (file input with a preview; the upload is the designed
 * POST /api/upload/image). `$url` is what the form sends; `urlSet` fills it (a draft, a rejected application).
 */
export function createImageUpload({ kind }: { kind: string }) {
  const picked = createEvent<File>();
  const urlSet = createEvent<string>();
  const cleared = createEvent();

  const checkFx = createEffect((file: File): string => {
    if (!file.type.startsWith('image/')) throw new Error('请选择图片文件（JPG、PNG）');
    if (file.size > MAX_BYTES) throw new Error('图片太大，请选择 10 MB 以内的图片');
    return URL.createObjectURL(file);
  });
  const encodeFx = createEffect((previewUrl: string) => encodeImage(previewUrl));
  // An effect of its own so tests fork it with a plain handler; the request starts synchronously, in scope.
  const uploadFx = createEffect((image: string) => uploadImageFx({ image, kind }));

  const $preview = createStore('')
    .on(checkFx.doneData, (_, url) => url)
    .on(urlSet, (_, url) => url)
    .reset(cleared);
  const $url = createStore('')
    .on(uploadFx.doneData, (_, answer) => answer.url)
    .on(urlSet, (_, url) => url)
    .reset(cleared, picked);
  const $uploading = createStore(false)
    .on(checkFx, () => true)
    .on([checkFx.fail, encodeFx.fail, uploadFx.finally], () => false);
  const $error = createStore<string | null>(null)
    .on([checkFx.failData, encodeFx.failData], (_, error) => error.message)
    .on(uploadFx.failData, (_, error) => `上传失败：${errorMessage(error)}`)
    .reset(picked, urlSet, cleared, uploadFx.done);

  sample({ clock: picked, target: checkFx });
  sample({ clock: checkFx.doneData, target: encodeFx });
  sample({ clock: encodeFx.doneData, target: uploadFx });

  return { picked, urlSet, cleared, $preview, $url, $uploading, $error, encodeFx, uploadFx, checkFx };
}

export type ImageUploadModel = ReturnType<typeof createImageUpload>;

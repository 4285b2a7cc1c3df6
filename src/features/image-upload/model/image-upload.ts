import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { chooseImageFx, localImagePreviewFx } from '@/shared/wechat';
import type { ImageKind } from '../config/kinds';
import { failureMessage } from '../lib/failure-message';
import { type PickedImage, uploadPickedFx } from './upload-picked';

/**
 * One picture field that uploads as soon as a picture is picked: a file input with a preview outside WeChat,
 * WeChat's picker inside it (`wechatPickRequested`). `$url` is what the form sends; `uploaded` tells a form that
 * keeps the address itself; `urlSet` fills it (a draft, a rejected application). `retried` sends the same picture
 * again (a timeout, a lost answer).
 */
export function createImageUpload({ kind }: { kind: ImageKind }) {
  const picked = createEvent<File>();
  const wechatPickRequested = createEvent();
  const retried = createEvent();
  const urlSet = createEvent<string>();
  const cleared = createEvent();

  const chooseFx = attach({ effect: chooseImageFx, mapParams: (_: void) => 1 });
  const previewFx = attach({ effect: localImagePreviewFx });
  const filePreviewFx = createEffect((file: File) => (file.type.startsWith('image/') ? URL.createObjectURL(file) : ''));
  const uploadFx = attach({ effect: uploadPickedFx, mapParams: (image: PickedImage) => ({ picked: image, kind }) });

  // Closing WeChat's picker answers no picture: nothing happens, no error.
  const localPicked = chooseFx.doneData.filterMap((ids) => ids[0]);
  const $source = createStore<PickedImage | null>(null)
    .on(picked, (_, file) => ({ file }))
    .on(localPicked, (_, localId) => ({ localId }))
    .reset(urlSet, cleared, uploadFx.done);

  sample({ clock: wechatPickRequested, target: chooseFx });
  sample({ clock: picked, target: filePreviewFx });
  sample({ clock: localPicked, target: previewFx });
  sample({ clock: picked, fn: (file) => ({ file }), target: uploadFx });
  sample({ clock: localPicked, fn: (localId) => ({ localId }), target: uploadFx });
  sample({ clock: retried, source: $source, filter: Boolean, target: uploadFx });
  // A failed WeChat picker (a timeout) is retried by opening it again.
  sample({ clock: retried, source: $source, filter: (source) => !source, target: chooseFx });

  // The picked picture at once, then the uploaded one (cut to its shape, as everyone will see it).
  const $preview = createStore('')
    .on([filePreviewFx.doneData, previewFx.doneData, uploadFx.doneData], (_, url) => url)
    .on(urlSet, (_, url) => url)
    .reset(cleared, chooseFx.done.filter({ fn: ({ result }) => result.length > 0 }));
  const $url = createStore('')
    .on(uploadFx.doneData, (_, url) => url)
    .on(urlSet, (_, url) => url)
    .reset(cleared, picked, localPicked);
  const $uploading = uploadFx.pending;
  const $error = createStore<string | null>(null)
    .on(chooseFx.failData, (_, error) => failureMessage(error))
    .on(uploadFx.failData, (_, error) => `上传失败：${failureMessage(error)}`)
    .reset(picked, localPicked, wechatPickRequested, retried, urlSet, cleared, uploadFx.done);
  /** 重试 is offered once something failed: the same picture again, or the picker again. */
  const $canRetry = combine($error, (error) => error !== null);
  const uploaded = uploadFx.doneData;

  return {
    kind,
    picked,
    wechatPickRequested,
    retried,
    urlSet,
    cleared,
    uploaded,
    $preview,
    $url,
    $uploading,
    $error,
    $canRetry,
    uploadFx,
    chooseFx,
  };
}

export type ImageUploadModel = ReturnType<typeof createImageUpload>;

import { attach, combine, createEvent, createStore, sample } from 'effector';
import { chooseImageFx } from '@/shared/wechat';
import type { ImageKind } from '../config/kinds';
import { failureMessage } from '../lib/failure-message';
import { type PickedImage, uploadPickedFx } from './upload-picked';

/** WeChat's picker takes at most 9 pictures at a time. */
const WECHAT_PICK_MAX = 9;

/**
 * Several pictures picked at once (courseware pages), uploaded one after another so they keep the order they were
 * picked in; `uploaded` fires once per picture. A failed one stays first in the queue: `retried` sends it again.
 */
export function createImageBatchUpload({ kind }: { kind: ImageKind }) {
  const filesPicked = createEvent<File[]>();
  const wechatPickRequested = createEvent();
  const retried = createEvent();
  const cleared = createEvent();

  const chooseFx = attach({ effect: chooseImageFx, mapParams: (_: void) => WECHAT_PICK_MAX });
  const uploadFx = attach({ effect: uploadPickedFx, mapParams: (image: PickedImage) => ({ picked: image, kind }) });

  const queued = createEvent<PickedImage[]>();
  sample({ clock: filesPicked, fn: (files) => files.map((file) => ({ file })), target: queued });
  sample({ clock: chooseFx.doneData, fn: (ids) => ids.map((localId) => ({ localId })), target: queued });
  sample({ clock: wechatPickRequested, target: chooseFx });

  const $queue = createStore<PickedImage[]>([])
    .on(queued, (queue, images) => [...queue, ...images])
    .on(uploadFx.done, (queue) => queue.slice(1))
    .reset(cleared);
  const $failed = createStore(false)
    .on(uploadFx.fail, () => true)
    .reset(retried, queued, cleared);
  sample({
    clock: [queued, uploadFx.done, retried],
    source: { queue: $queue, pending: uploadFx.pending, failed: $failed },
    filter: ({ queue, pending, failed }) => !pending && !failed && queue.length > 0,
    fn: ({ queue }) => queue[0] as PickedImage,
    target: uploadFx,
  });

  /** How many pictures are still to go (0 when idle or stopped at a failure). */
  const $remaining = combine($queue, $failed, (queue, failed) => (failed ? 0 : queue.length));
  const $error = createStore<string | null>(null)
    .on(chooseFx.failData, (_, error) => failureMessage(error))
    .on(uploadFx.failData, (_, error) => failureMessage(error))
    .reset(queued, retried, cleared, wechatPickRequested);
  const $canRetry = combine($failed, $queue, (failed, queue) => failed && queue.length > 0);

  return {
    filesPicked,
    wechatPickRequested,
    retried,
    cleared,
    uploaded: uploadFx.doneData,
    $remaining,
    $error,
    $canRetry,
    uploadFx,
    chooseFx,
  };
}

export type ImageBatchUploadModel = ReturnType<typeof createImageBatchUpload>;

import { createEffect, createEvent, createStore, sample } from 'effector';
import { checkImages } from '../lib/validate';

export type ChosenImage = { id: number; file: File; url: string };

let nextImageId = 1;

export const imagesPicked = createEvent<File[]>();
export const imageRemoved = createEvent<number>();
/** The form was sent or left: previews are let go. */
export const imagesCleared = createEvent();

/** Object URLs for the previews: made on picking, revoked on removal (they hold the file in memory). */
export const previewImagesFx = createEffect((files: File[]): ChosenImage[] =>
  files.map((file) => ({ id: nextImageId++, file, url: URL.createObjectURL(file) })),
);
export const revokePreviewsFx = createEffect((images: ChosenImage[]) => {
  for (const image of images) URL.revokeObjectURL(image.url);
});

export const $images = createStore<ChosenImage[]>([]).on(previewImagesFx.doneData, (images, added) => [
  ...images,
  ...added,
]);
export const $imageError = createStore<string | null>(null).reset(imagesCleared, imageRemoved);

const checked = sample({
  clock: imagesPicked,
  source: $images,
  fn: (images, files) => checkImages(files, images.length),
});
sample({ clock: checked, fn: ({ error }) => error, target: $imageError });
sample({
  clock: checked,
  filter: ({ accepted }) => accepted.length > 0,
  fn: ({ accepted }) => accepted,
  target: previewImagesFx,
});

// One snapshot decides what stays and what is let go, so the revoked URLs are exactly the ones removed.
const removal = sample({
  clock: imageRemoved,
  source: $images,
  fn: (images, id) => ({
    kept: images.filter((image) => image.id !== id),
    gone: images.filter((image) => image.id === id),
  }),
});
const clearing = sample({ clock: imagesCleared, source: $images, fn: (images) => ({ kept: [], gone: images }) });
sample({ clock: [removal, clearing], fn: ({ kept }) => kept, target: $images });
sample({ clock: [removal, clearing], fn: ({ gone }) => gone, target: revokePreviewsFx });

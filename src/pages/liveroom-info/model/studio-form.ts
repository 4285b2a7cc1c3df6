import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import * as z from 'zod/mini';
import { getStudioInfoFx, type StudioInfo, saveStudioInfoFx } from '@/entities/lecturer';
import { createImageUpload } from '@/features/image-upload';
import { errorMessage } from '@/shared/api';
import { createDraft } from '@/shared/lib/draft';
import { createPageResource } from '@/shared/model';

export const NAME_MAX = 20;
export const INTRO_MAX = 300;

export const nameChanged = createEvent<string>();
export const introChanged = createEvent<string>();
export const submitted = createEvent();

export const avatar = createImageUpload({ kind: 'studio-avatar' });
/** What the server has, which the form starts from. */
export const studioInfo = createPageResource(getStudioInfoFx);
const loaded = sample({
  clock: studioInfo.$data.updates,
  filter: (info): info is StudioInfo => info !== null,
});
/** Its own effect (tests fork it); the request starts synchronously, in scope. */
export const saveFx = createEffect((request: { studioName: string; studioAvatar: string; intro: string }) =>
  saveStudioInfoFx(request),
);
export const focusFieldFx = createEffect((id: string) => {
  document.getElementById(id)?.focus();
});

/** What the server has: the form is "changed" when it differs. */
const $saved = createStore<StudioInfo | null>(null)
  .on(loaded, (_, info) => info)
  .on(saveFx.doneData, (_, info) => info);

export const $name = createStore('').on(nameChanged, (_, value) => value.slice(0, 40));
export const $intro = createStore('').on(introChanged, (_, value) => value.slice(0, 600));
const $tried = createStore(false)
  .on(submitted, () => true)
  .reset(saveFx.done);

export type StudioErrors = { name?: string; intro?: string };
export function validateStudio(name: string, intro: string): StudioErrors {
  const errors: StudioErrors = {};
  const length = [...name.trim()].length;
  if (length === 0) errors.name = '请填写直播间名称';
  else if (length > NAME_MAX) errors.name = `名称不超过 ${NAME_MAX} 个字`;
  if ([...intro.trim()].length > INTRO_MAX) errors.intro = `简介不超过 ${INTRO_MAX} 字`;
  return errors;
}
export const $errors = combine($tried, $name, $intro, (tried, name, intro) =>
  tried ? validateStudio(name, intro) : {},
);
export const $saving = saveFx.pending;
export const $saveError = createStore<string | null>(null)
  .on(saveFx.failData, (_, error) => errorMessage(error))
  .reset(submitted, studioInfo.opened);
export const $savedNotice = createStore(false)
  .on(saveFx.done, () => true)
  .reset(nameChanged, introChanged, avatar.picked, studioInfo.opened);

sample({ clock: loaded, fn: (info) => info.studioName, target: $name });
sample({ clock: loaded, fn: (info) => info.intro, target: $intro });
sample({ clock: loaded, fn: (info) => info.studioAvatar, target: avatar.urlSet });

const checked = sample({
  clock: submitted,
  source: { name: $name, intro: $intro, url: avatar.$url, busy: $saving, uploading: avatar.$uploading },
  filter: ({ busy, uploading }) => !busy && !uploading,
});
sample({
  clock: checked,
  filter: ({ name, intro }) => Object.keys(validateStudio(name, intro)).length > 0,
  fn: ({ name }) => (validateStudio(name, '').name ? 'studio-name' : 'studio-intro'),
  target: focusFieldFx,
});
sample({
  clock: checked,
  filter: ({ name, intro }) => Object.keys(validateStudio(name, intro)).length === 0,
  fn: ({ name, intro, url }) => ({ studioName: name.trim(), studioAvatar: url, intro: intro.trim() }),
  target: saveFx,
});

type DraftValue = { name: string; intro: string; avatar: string };
const $draftValue = combine(
  $name,
  $intro,
  avatar.$url,
  (name, intro, url): DraftValue => ({
    name,
    intro,
    avatar: url,
  }),
);
export const $dirty = combine($saved, $draftValue, (saved, value) =>
  saved === null
    ? false
    : saved.studioName !== value.name || saved.intro !== value.intro || saved.studioAvatar !== value.avatar,
);
// Only what differs from the server is a draft worth keeping.
export const studioDraft = createDraft<DraftValue>({
  key: 'liveroom-info',
  $value: $draftValue,
  schema: z.object({ name: z.string(), intro: z.string(), avatar: z.string() }),
  isEmpty: ({ name, intro, avatar: url }) => !name && !intro && !url,
});
// The draft is read after the server's values, so what was typed (before a login, a reload) wins.
sample({ clock: loaded, target: studioDraft.restore });
sample({ clock: studioDraft.restored, fn: (draft) => draft.name, target: $name });
sample({ clock: studioDraft.restored, fn: (draft) => draft.intro, target: $intro });
sample({
  clock: studioDraft.restored,
  filter: (draft) => Boolean(draft.avatar),
  fn: (draft) => draft.avatar,
  target: avatar.urlSet,
});
sample({ clock: saveFx.done, target: studioDraft.clear });

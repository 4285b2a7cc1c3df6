import { attach, combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { getLessonGroupsFx, type LessonGroup } from '@/entities/lesson';
import {
  getOwnColumnsFx,
  getOwnLessonFx,
  type OwnColumnRow,
  type OwnLessonSave,
  saveOwnLessonFx,
} from '@/entities/studio-catalog';
import { errorMessage, sessionExpired } from '@/shared/api';
import { createPageResource } from '@/shared/model';
import { linkToMine, navigateTo } from '@/shared/routing';
import { createKeyedDraft } from '../lib/keyed-draft';
import {
  emptyLessonValues,
  type LessonValues,
  lessonValuesOf,
  lessonValuesSchema,
  toLessonSave,
} from '../lib/lesson-values';
import { firstInvalid, validateLesson } from '../lib/validate-lesson';
import { createSaveOnce, failureMessage, focusFieldFx } from './form-effects';
import { uploadMediaFx } from './upload-effects';

/** Which lesson: an id to edit, or null for a new one; `cateId` fixes the column (a column's lesson forms). */
export type LessonTarget = { lessonId: number | null; cateId: number | null };

type Loaded = { base: LessonValues; groups: LessonGroup[]; columns: OwnColumnRow[] };
/** The lesson (when editing), the categories and the lecturer's columns, all needed before the form can show. */
export const loadLessonFormFx = createEffect(async (target: LessonTarget): Promise<Loaded> => {
  const getLesson = scopeBind(getOwnLessonFx, { safe: true });
  const getGroups = scopeBind(getLessonGroupsFx, { safe: true });
  const getColumns = scopeBind(getOwnColumnsFx, { safe: true });
  const [lesson, groups, columns] = await Promise.all([
    target.lessonId ? getLesson({ lessonId: target.lessonId }) : null,
    getGroups(),
    getColumns({ pageNo: 1, pageSize: 50 }),
  ]);
  const base = lesson ? lessonValuesOf(lesson) : emptyLessonValues(target.cateId ?? 0);
  if (target.cateId) base.cateId = target.cateId;
  return { base, groups, columns: columns.list };
});
/** What the form needs before it can show; opened with the lesson to edit (or a new one). */
export const lessonFormData = createPageResource(loadLessonFormFx);
export const lessonFormOpened = lessonFormData.opened;
export const lessonFieldsChanged = createEvent<Partial<LessonValues>>();
export const lessonSubmitted = createEvent();

export const $target = lessonFormData.$params.map(
  (params): LessonTarget => params?.value ?? { lessonId: null, cateId: null },
);
/** One draft per lesson, per column's new lesson, or the plain new lesson. */
const $draftKey = $target.map(({ lessonId, cateId }) => (lessonId ? String(lessonId) : `new-${cateId ?? 0}`));
const loaded = sample({ clock: lessonFormData.$data.updates, filter: (data): data is Loaded => data !== null });
export const $groups = createStore<LessonGroup[]>([]).on(loaded, (_, { groups }) => groups);
export const $columns = createStore<OwnColumnRow[]>([]).on(loaded, (_, { columns }) => columns);

/** What the server has (or the defaults): the form is dirty while it differs. */
const $base = createStore<LessonValues>(emptyLessonValues()).on(loaded, (_, { base }) => base);
export const $values = createStore<LessonValues>(emptyLessonValues()).on(lessonFieldsChanged, (values, change) => ({
  ...values,
  ...change,
}));
export const $dirty = combine($base, $values, (base, values) => JSON.stringify(base) !== JSON.stringify(values));

export const lessonDraft = createKeyedDraft({
  name: 'studio-lesson',
  $key: $draftKey,
  $value: $values,
  $dirty,
  schema: lessonValuesSchema,
});

// The draft is read while the form loads (before the loaded values would overwrite it)…
sample({ clock: lessonFormData.loadFx, target: lessonDraft.restore });
const $storedDraft = createStore<LessonValues | null>(null)
  .on(lessonDraft.restored, (_, values) => values)
  .reset(lessonFormOpened, lessonFormData.retried);
// …and what was typed before a reload or a login comes back over what the server has.
sample({
  clock: loaded,
  source: { stored: $storedDraft, target: $target },
  fn: ({ stored, target }, { base }) =>
    stored && target.cateId ? { ...stored, cateId: target.cateId } : (stored ?? base),
  target: $values,
});

/** Messages show once a save was tried, then follow the typing. */
const $tried = createStore(false)
  .on(lessonSubmitted, () => true)
  .reset(lessonFormOpened);
const $now = createStore(Date.now(), { serialize: 'ignore' }).on(lessonSubmitted, () => Date.now());
export const $errors = combine($tried, $values, $now, (tried, values, now) =>
  tried ? validateLesson(values, now) : {},
);

/** The save as this form makes it (a plain effect, so tests can give it a handler that sees the body). */
export const saveLessonFx = createEffect((body: OwnLessonSave | (OwnLessonSave & { lessonId: number })) =>
  saveOwnLessonFx(body),
);
const saveFx = saveLessonFx;
export const $saving = saveFx.pending;
export const $saveError = createStore<string | null>(null)
  .on(saveFx.failData, (_, error) => errorMessage(error))
  .reset(lessonSubmitted, lessonFormOpened);

/** One create per form opening (a double tap, a retry after a lost answer). */
const { $canSave, $requestId } = createSaveOnce(lessonFormOpened, saveFx);

const isValid = (values: LessonValues) => firstInvalid(validateLesson(values, Date.now())) === null;
sample({
  clock: lessonSubmitted,
  source: { values: $values, target: $target, requestId: $requestId, canSave: $canSave },
  filter: ({ values, canSave }) => canSave && isValid(values),
  fn: ({ values, target, requestId }) => {
    const body = toLessonSave(values);
    return target.lessonId ? { ...body, lessonId: target.lessonId } : { ...body, requestId, lessonState: 1 as const };
  },
  target: saveFx,
});
sample({
  clock: lessonSubmitted,
  source: $values,
  filter: (values) => !isValid(values),
  fn: (values) => `lesson-${firstInvalid(validateLesson(values, Date.now()))}`,
  target: focusFieldFx,
});

/** Saved: the server has what the form shows; the draft is done with; on to the list, which says it was saved. */
sample({ clock: saveFx.done, source: $values, target: [$base, lessonDraft.clear] });
/** After a save: the lesson list (of the column, for a column's lesson), which says it was saved. */
export const goToLessonListFx = createEffect(({ lessonId, cateId }: { lessonId: number; cateId: number | null }) =>
  navigateTo(`${linkToMine('studio-lesson-index')}?saved=${lessonId}${cateId ? `&cateId=${cateId}` : ''}`),
);
sample({
  clock: saveFx.doneData,
  source: $target,
  fn: (target, { lessonId }) => ({ lessonId, cateId: target.cateId }),
  target: goToLessonListFx,
});

/** A session expiry reloads through the login: no "leave this page?" then (the draft keeps everything). */
const $expired = createStore(false)
  .on(sessionExpired, () => true)
  .reset(lessonFormOpened);
export const $guardLeaving = combine($dirty, $expired, (dirty, expired) => dirty && !expired);

/** The cover field is the page's (features/image-upload): it reports the uploaded address and its upload state. */
export const lessonCoverChanged = createEvent<string>();
export const lessonCoverBusy = createEvent<boolean>();
export const $coverUploading = createStore(false)
  .on(lessonCoverBusy, (_, busy) => busy)
  .reset(lessonFormOpened);
sample({ clock: lessonCoverChanged, fn: (cover) => ({ cover }), target: lessonFieldsChanged });

export const mediaChosen = createEvent<File>();
const mediaFx = attach({ effect: uploadMediaFx });
export const $mediaUploading = mediaFx.pending;
export const $uploadError = createStore<string | null>(null)
  .on(mediaFx.failData, (_, error) => failureMessage(error))
  .reset(mediaChosen, lessonFormOpened);
sample({ clock: mediaChosen, target: mediaFx });
sample({
  clock: mediaFx.doneData,
  fn: ({ url, name }) => ({ lessonUrl: url, mediaName: name }),
  target: lessonFieldsChanged,
});

import { attach, combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { getLessonGroupsFx, type LessonGroup } from '@/entities/lesson';
import { getOwnColumnFx, saveColumnFx } from '@/entities/studio-catalog';
import { createKeyedDraft, createSaveOnce, focusFieldFx } from '@/features/studio-draft';
import { errorMessage, sessionExpired } from '@/shared/api';
import { createPageResource } from '@/shared/model';
import { linkToMine, navigateTo } from '@/shared/routing';
import {
  COLUMN_FIELD_ORDER,
  type ColumnValues,
  columnValuesOf,
  columnValuesSchema,
  emptyColumnValues,
  toColumnSave,
  validateColumn,
} from '../lib/column-values';

export const loadColumnFormFx = createEffect(async (cateId: number | null) => {
  const getColumn = scopeBind(getOwnColumnFx, { safe: true });
  const getGroups = scopeBind(getLessonGroupsFx, { safe: true });
  const [column, groups] = await Promise.all([cateId ? getColumn({ cateId }) : null, getGroups()]);
  return { base: column ? columnValuesOf(column) : emptyColumnValues(), groups };
});
/** What the form needs before it can show; opened with the column to edit (or null for a new one). */
export const columnFormData = createPageResource(loadColumnFormFx);
export const columnFormOpened = columnFormData.opened;
export const columnFieldsChanged = createEvent<Partial<ColumnValues>>();
export const columnSubmitted = createEvent();

const $cateId = columnFormData.$params.map((params) => params?.value ?? null);
type Loaded = { base: ColumnValues; groups: LessonGroup[] };
const loaded = sample({ clock: columnFormData.$data.updates, filter: (data): data is Loaded => data !== null });
export const $groups = createStore<LessonGroup[]>([]).on(loaded, (_, { groups }) => groups);

const $base = createStore(emptyColumnValues()).on(loaded, (_, { base }) => base);
export const $values = createStore(emptyColumnValues()).on(columnFieldsChanged, (values, change) => ({
  ...values,
  ...change,
}));
const $dirty = combine($base, $values, (base, values) => JSON.stringify(base) !== JSON.stringify(values));
const draft = createKeyedDraft({
  name: 'studio-channel',
  $key: $cateId.map((cateId) => String(cateId ?? 'new')),
  $value: $values,
  $dirty,
  schema: columnValuesSchema,
});
const $stored = createStore<ColumnValues | null>(null)
  .on(draft.restored, (_, values) => values)
  .reset(columnFormOpened, columnFormData.retried);

sample({ clock: columnFormData.loadFx, target: draft.restore });
sample({ clock: loaded, source: $stored, fn: (stored, { base }) => stored ?? base, target: $values });

const $tried = createStore(false)
  .on(columnSubmitted, () => true)
  .reset(columnFormOpened);
export const $errors = combine($tried, $values, (tried, values) => (tried ? validateColumn(values) : {}));
const firstInvalid = (values: ColumnValues) => {
  const errors = validateColumn(values);
  return COLUMN_FIELD_ORDER.find((field) => errors[field]) ?? null;
};

const saveFx = attach({ effect: saveColumnFx });
export const $saving = saveFx.pending;
export const $saveError = createStore<string | null>(null)
  .on(saveFx.failData, (_, error) => errorMessage(error))
  .reset(columnSubmitted, columnFormOpened);
/** One create per form opening (a double tap, a retry after a lost answer). */
const { $canSave, $requestId } = createSaveOnce(columnFormOpened, saveFx);
sample({
  clock: columnSubmitted,
  source: { values: $values, cateId: $cateId, requestId: $requestId, canSave: $canSave },
  filter: ({ values, canSave }) => canSave && firstInvalid(values) === null,
  fn: ({ values, cateId, requestId }) => ({ ...toColumnSave(values), ...(cateId ? { cateId } : { requestId }) }),
  target: saveFx,
});
sample({
  clock: columnSubmitted,
  source: $values,
  filter: (values) => firstInvalid(values) !== null,
  fn: (values) => `column-${firstInvalid(values)}`,
  target: focusFieldFx,
});
sample({ clock: saveFx.done, source: $values, target: [$base, draft.clear] });
const goToListFx = createEffect((cateId: number) => navigateTo(`${linkToMine('channel-index')}?saved=${cateId}`));
sample({ clock: saveFx.doneData, fn: ({ cateId }) => cateId, target: goToListFx });

const $expired = createStore(false)
  .on(sessionExpired, () => true)
  .reset(columnFormOpened);
export const $guardLeaving = combine($dirty, $expired, (dirty, expired) => dirty && !expired);

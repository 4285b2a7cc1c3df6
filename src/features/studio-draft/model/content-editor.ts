import { attach, combine, createEvent, createStore, type Effect, sample } from 'effector';
import * as z from 'zod/mini';
import { errorMessage, sessionExpired } from '@/shared/api';
import { createPageResource } from '@/shared/model';
import { createKeyedDraft } from '../lib/keyed-draft';

type Loaded = { content: string; name: string };

/**
 * The rich content of one lesson or column (`content/{id}` screens): loads it, keeps a draft per id while it
 * differs from the server's, saves it once at a time. One factory, two screens (lesson, column).
 */
export function createContentEditor(config: {
  name: string;
  loadFx: Effect<number, Loaded>;
  saveFx: Effect<{ id: number; content: string }, void>;
}) {
  /** The lesson or column by id: its content, and its name to show above the editor. */
  const item = createPageResource(config.loadFx);
  const { opened } = item;
  const changed = createEvent<string>();
  const submitted = createEvent();

  const $id = item.$params.map((params) => params?.value ?? 0);
  const saveFx = attach({ effect: config.saveFx });
  const loaded = sample({ clock: item.$data.updates, filter: (data): data is Loaded => data !== null });
  const $base = createStore('').on(loaded, (_, { content }) => content);
  const $content = createStore('').on(changed, (_, content) => content);
  const $dirty = combine($base, $content, (base, content) => base !== content);
  const draft = createKeyedDraft({
    name: config.name,
    $key: $id.map(String),
    $value: $content,
    $dirty,
    schema: z.string(),
  });
  const $stored = createStore<string | null>(null)
    .on(draft.restored, (_, content) => content)
    .reset(opened);

  sample({ clock: item.loadFx, target: draft.restore });
  sample({ clock: loaded, source: $stored, fn: (stored, { content }) => stored ?? content, target: $content });

  const $tried = createStore(false)
    .on(submitted, () => true)
    .reset(opened);
  const $error = combine($tried, $content, (tried, content) =>
    tried && !content.replace(/<[^>]*>/g, '').trim() && !/<img\s/i.test(content) ? '请填写内容' : '',
  );
  sample({
    clock: submitted,
    source: { id: $id, content: $content, saving: saveFx.pending },
    filter: ({ content, saving }) => !saving && (!!content.replace(/<[^>]*>/g, '').trim() || /<img\s/i.test(content)),
    fn: ({ id, content }) => ({ id, content }),
    target: saveFx,
  });
  sample({ clock: saveFx.done, source: $content, target: [$base, draft.clear] });
  const $saved = createStore(false)
    .on(saveFx.done, () => true)
    .reset(changed, opened);
  const $saveError = createStore<string | null>(null)
    .on(saveFx.failData, (_, error) => errorMessage(error))
    .reset(submitted, opened);
  const $expired = createStore(false)
    .on(sessionExpired, () => true)
    .reset(opened);

  return {
    item,
    changed,
    submitted,
    $content,
    $error,
    $saving: saveFx.pending,
    $saved,
    $saveError,
    $guardLeaving: combine($dirty, $expired, (dirty, expired) => dirty && !expired),
  };
}

export type ContentEditorModel = ReturnType<typeof createContentEditor>;

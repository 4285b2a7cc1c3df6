import { createEffect, createEvent, type EventCallable, type Store, sample } from 'effector';
import type * as z from 'zod/mini';
import { DRAFT_PREFIX } from '@/shared/lib/draft';
import { readStorage, writeStorage } from '@/shared/lib/storage';

export type KeyedDraft<T> = {
  /** Ask for the stored draft of the current key; `restored` follows when there is one. */
  restore: EventCallable<void>;
  restored: ReturnType<typeof createEvent<T>>;
  /** Saved (or given up on purpose): forget the current key's draft. */
  clear: EventCallable<void>;
};

/**
 * Like `createDraft` (shared/lib/draft), but one draft per item being edited (`$key`: a lesson id, `new`, a column's
 * new lesson…), and only while the form differs from what the server has (`$dirty`): an untouched form leaves no draft
 * that would later hide the server's newer copy. Stored in sessionStorage under DRAFT_PREFIX, so 清除缓存 clears it.
 */
export function createKeyedDraft<T>(config: {
  name: string;
  $key: Store<string>;
  $value: Store<T>;
  $dirty: Store<boolean>;
  schema: z.ZodMiniType<T>;
}): KeyedDraft<T> {
  const storageKey = (key: string) => `${DRAFT_PREFIX}${config.name}:${key}`;
  const restore = createEvent();
  const restored = createEvent<T>();
  const clear = createEvent();

  const writeFx = createEffect(({ key, value }: { key: string; value: T | null }) =>
    writeStorage('session', storageKey(key), value === null ? null : JSON.stringify(value)),
  );
  const readFx = createEffect<string, T | null>((key) => {
    const raw = readStorage('session', storageKey(key));
    if (raw === null) return null;
    try {
      const parsed = config.schema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  });

  sample({
    clock: config.$value.updates,
    source: { key: config.$key, dirty: config.$dirty },
    fn: ({ key, dirty }, value) => ({ key, value: dirty ? value : null }),
    target: writeFx,
  });
  sample({ clock: clear, source: config.$key, fn: (key) => ({ key, value: null }), target: writeFx });
  sample({ clock: restore, source: config.$key, target: readFx });
  sample({ clock: readFx.doneData, filter: (value): value is T => value !== null, target: restored });
  return { restore, restored, clear };
}

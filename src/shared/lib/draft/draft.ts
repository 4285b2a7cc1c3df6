import { createEffect, createEvent, type EventCallable, type Store, sample } from 'effector';
import type * as z from 'zod/mini';
import { readStorage, writeStorage } from '../storage';

/** sessionStorage key prefix: one tab's drafts; never part of a URL, so never in a shared link. */
export const DRAFT_PREFIX = 'wkt:draft:';

export type DraftConfig<T> = {
  /** Unique per form (a route name, or route name + id for a form about one item). */
  key: string;
  /** What is typed, as the form's own store holds it. */
  $value: Store<T>;
  /** What a stored draft must look like; anything else (an older shape, tampering) is dropped. */
  schema: z.ZodMiniType<T>;
  /** A value not worth keeping (an empty field): stored as no draft at all. */
  isEmpty: (value: T) => boolean;
};

export type Draft<T> = {
  /** Ask for the stored draft (e.g. when the form opens); `restored` follows when there is one. */
  restore: EventCallable<void>;
  restored: ReturnType<typeof createEvent<T>>;
  /** The form was sent (or abandoned on purpose): forget the draft. */
  clear: EventCallable<void>;
};

/**
 * Keeps what a user typed into a form in sessionStorage as they type, so it survives whatever reloads the page in
 * between: a session expiry (code 1000 → the login redirect → back to the same route, a new page load), a reload,
 * WeChat's back/forward cache. Every form that takes typing uses one: search now, comments and the studio's forms
 * as they come. The form restores on opening and clears once sent.
 */
export function createDraft<T>({ key, $value, schema, isEmpty }: DraftConfig<T>): Draft<T> {
  const storageKey = DRAFT_PREFIX + key;
  const restore = createEvent();
  const restored = createEvent<T>();
  const clear = createEvent();

  const saveFx = createEffect((value: T | null) =>
    writeStorage('session', storageKey, value === null || isEmpty(value) ? null : JSON.stringify(value)),
  );
  const readFx = createEffect<void, T | null>(() => {
    const raw = readStorage('session', storageKey);
    if (raw === null) return null;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return null;
    }
    const parsed = schema.safeParse(json);
    return parsed.success && !isEmpty(parsed.data) ? parsed.data : null;
  });

  sample({ clock: $value.updates, target: saveFx });
  sample({ clock: clear, fn: () => null, target: saveFx });
  sample({ clock: restore, target: readFx });
  sample({ clock: readFx.doneData, filter: (value): value is T => value !== null, target: restored });
  return { restore, restored, clear };
}

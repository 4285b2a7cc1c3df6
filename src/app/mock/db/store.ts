import { createSeedDb } from './seed';
import type { MockDb } from './types';

/**
 * The one in-memory store. Handlers read it through `getDb()` on every request, so a reset swaps the whole
 * store without re-creating handlers.
 */
let db: MockDb = createSeedDb(Date.now());

export function getDb(): MockDb {
  return db;
}

const resetHooks = new Set<() => void>();

/** Activities' mock state resets with the core seed (POST /__mock/reset, tests). */
export function onReset(hook: () => void): void {
  resetHooks.add(hook);
}

export function resetDb(): void {
  db = createSeedDb(Date.now());
  for (const hook of resetHooks) hook();
}

/** Hands out the next id of a kind and moves the counter on. */
export function takeId(kind: keyof MockDb['sequence']): number {
  const id = db.sequence[kind];
  db.sequence[kind] = id + 1;
  return id;
}

import type { MockDb } from './types';

type Answer = { recordId: number; availableAmt: number };
const answered = new WeakMap<MockDb, Map<string, Answer>>();

/**
 * Withdrawals are idempotent by the client's request id: the same id (a double tap, a retry after a lost answer)
 * gets the first answer again and moves no money twice. Keyed by user and kind (wallet / promotion).
 */
export function onceFor(db: MockDb, key: string, run: () => Answer | { code: number; msg: string }) {
  let seen = answered.get(db);
  if (!seen) {
    seen = new Map();
    answered.set(db, seen);
  }
  const previous = seen.get(key);
  if (previous) return previous;
  const result = run();
  if ('recordId' in result) seen.set(key, result);
  return result;
}

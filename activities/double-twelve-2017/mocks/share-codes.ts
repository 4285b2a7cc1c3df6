import type { D12State } from './state';

/**
 * A share code is random and opaque (`s` + 9 base-36 characters), issued once per user and kept: it names the
 * sharer in links without revealing the user id or anything that logs in.
 */
function randomCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(9));
  return `s${Array.from(bytes, (byte) => (byte % 36).toString(36)).join('')}`;
}

export function shareCodeOf(state: D12State, userId: number): string {
  const known = state.codes.get(userId);
  if (known) return known;
  const taken = new Set(state.codes.values());
  let code = randomCode();
  while (taken.has(code)) code = randomCode();
  state.codes.set(userId, code);
  return code;
}

export function ownerOf(state: D12State, code: string): number | null {
  for (const [userId, known] of state.codes) if (known === code) return userId;
  return null;
}

/** Visitors per sharer, best first; a tie goes to whoever reached that count first. */
export function ranking(state: D12State): { userId: number; visits: number }[] {
  const tally = new Map<number, { visits: number; reachedAt: number }>();
  for (const visit of state.visits) {
    const entry = tally.get(visit.sharerId) ?? { visits: 0, reachedAt: 0 };
    tally.set(visit.sharerId, { visits: entry.visits + 1, reachedAt: Math.max(entry.reachedAt, visit.time) });
  }
  return [...tally]
    .sort(([idA, a], [idB, b]) => b.visits - a.visits || a.reachedAt - b.reachedAt || idA - idB)
    .map(([userId, { visits }]) => ({ userId, visits }));
}

export const RECENT_LIMIT = 10;

/** Recent searches: newest first, each once, at most ten; blank terms are not kept. */
export function withRecent(recent: string[], term: string): string[] {
  const clean = term.trim();
  if (!clean) return recent;
  return [clean, ...recent.filter((kept) => kept !== clean)].slice(0, RECENT_LIMIT);
}

/** Reads what storage held; anything that is not a list of strings counts as nothing. */
export function parseRecent(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string').slice(0, RECENT_LIMIT)
      : [];
  } catch {
    return [];
  }
}

import { DRAFT_PREFIX } from '@/shared/lib/draft';

/**
 * What 清除缓存 may remove without losing anything the person would miss or logging them out: unsent form drafts
 * (sessionStorage), remembered player positions (localStorage `wkt:player:`), and the browser's Cache Storage
 * (images and media the app or the browser kept). The token, channel, share source, visitor guid, login-loop guard
 * and recent searches stay.
 */
export const CACHE_PREFIXES = { session: [DRAFT_PREFIX], local: ['wkt:player:'] } as const;

function removeByPrefix(storage: Storage | undefined, prefixes: readonly string[]): number {
  if (!storage) return 0;
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key && prefixes.some((prefix) => key.startsWith(prefix))) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
  return keys.length;
}

const storageOf = (kind: 'localStorage' | 'sessionStorage'): Storage | undefined => {
  try {
    return globalThis[kind];
  } catch {
    // Storage can throw when the browser blocks it (private mode, WeChat settings).
    return undefined;
  }
};

/** Clears the cache; answers how many entries went. */
export async function clearLocalCache(): Promise<number> {
  let removed =
    removeByPrefix(storageOf('sessionStorage'), CACHE_PREFIXES.session) +
    removeByPrefix(storageOf('localStorage'), CACHE_PREFIXES.local);
  if (typeof caches !== 'undefined') {
    const names = await caches.keys().catch(() => [] as string[]);
    for (const name of names) if (await caches.delete(name).catch(() => false)) removed += 1;
  }
  return removed;
}

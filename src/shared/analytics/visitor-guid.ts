import { createGuid, isGuid } from '@/shared/lib/guid';
import { readStorage, writeStorage } from '@/shared/lib/storage';
import { GUID_STORAGE_KEY } from './constants';

/** The visitor's guid: read from localStorage, created and stored on first use (spec §9). */
export function visitorGuid(): string {
  const stored = readStorage('local', GUID_STORAGE_KEY);
  if (isGuid(stored)) return stored;
  const guid = createGuid();
  writeStorage('local', GUID_STORAGE_KEY, guid);
  return guid;
}

import { readStorage, writeStorage } from '@/shared/lib/storage';

const key = (lessonId: number) => `wkt:player:position:${lessonId}`;

/** Where this device last stopped in the lesson (seconds), null when never played here. */
export function readLocalPosition(lessonId: number): number | null {
  const stored = Number(readStorage('local', key(lessonId)));
  return readStorage('local', key(lessonId)) !== null && Number.isFinite(stored) && stored >= 0 ? stored : null;
}

export function writeLocalPosition(lessonId: number, seconds: number): void {
  writeStorage('local', key(lessonId), String(Math.floor(seconds)));
}

/** Nearly at the end (or past it) counts as finished: the next play starts over. */
export const FINISHED_MARGIN_S = 3;

/**
 * Where a lesson starts: this device's position first (it is the freshest on this device), else the server's
 * record (another device), else the beginning; a sample always from the beginning.
 */
export function resumePosition(local: number | null, server: number | null, sample: boolean): number {
  if (sample) return 0;
  return local ?? server ?? 0;
}

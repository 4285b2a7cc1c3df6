import { createRequire } from 'node:module';
import path from 'node:path';

// The dev server loads TypeScript through jiti, which keeps modules in Node's require cache for the process's life.
const requireCache = createRequire(import.meta.url).cache;

/**
 * Imports `file` again after dropping from the cache every module under `dir` (a campaign's folder), so an edit
 * made since the last import is read. Modules outside `dir` stay as they are: a campaign's mock must keep sharing the
 * one mock store the server already runs.
 */
export async function importFresh(file: string, dir: string): Promise<unknown> {
  const prefix = dir.endsWith(path.sep) ? dir : `${dir}${path.sep}`;
  for (const key of Object.keys(requireCache)) if (key.startsWith(prefix)) delete requireCache[key];
  return import(file);
}

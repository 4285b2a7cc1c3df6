import path from 'node:path';
import type { Rspack } from '@rsbuild/core';

/**
 * What the build itself knows about the campaigns' code, written next to the build as `activity-chunks.json`:
 * for every JavaScript chunk, its files, its names, whether the first screen loads it, which files of activities/ it
 * holds and whose lazy entry (index.ts) is among them. tests/e2e/activities-build.e2e.ts reads it to know, not guess, where each campaign's code is.
 * Relative imports only: rsbuild.config.ts loads this file with jiti.
 */
export const ACTIVITY_CHUNKS_FILE = 'activity-chunks.json';

export type ChunkRecord = {
  files: string[];
  names: string[];
  initial: boolean;
  /** The campaigns whose lazy entry (activities/<id>/index.ts) is in this chunk. */
  entries: string[];
  activityFiles: string[];
};

type AnyModule = { resource?: string; modules?: AnyModule[] };

/** The source files a module stands for: itself, or each module concatenated into it. */
function resourcesOf(module: AnyModule): string[] {
  if (module.modules?.length) return module.modules.flatMap(resourcesOf);
  return module.resource ? [module.resource.split('?')[0] ?? ''] : [];
}

export function recordActivityChunks(compilation: Rspack.Compilation, root: string): ChunkRecord[] {
  const activities = `${path.join(root, 'activities')}${path.sep}`;
  const records: ChunkRecord[] = [];
  for (const chunk of compilation.chunks) {
    const files = [...chunk.files].filter((file) => file.endsWith('.js')).sort();
    if (!files.length) continue;
    const modules = compilation.chunkGraph.getChunkModules(chunk) as unknown as AnyModule[];
    const activityFiles = [
      ...new Set(
        modules
          .flatMap(resourcesOf)
          .filter((file) => file.startsWith(activities))
          .map((file) => path.relative(root, file).split(path.sep).join('/')),
      ),
    ].sort();
    const names = chunk.name ? [chunk.name] : [];
    const entries = activityFiles.flatMap((file) => /^activities\/([^/]+)\/index\.ts$/.exec(file)?.[1] ?? []);
    records.push({ files, names, initial: chunk.canBeInitial(), entries, activityFiles });
  }
  return records.sort((a, b) => (a.files[0] ?? '').localeCompare(b.files[0] ?? ''));
}

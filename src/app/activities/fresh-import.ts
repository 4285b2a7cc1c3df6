import { createJiti } from '@rsbuild/core/jiti';

/**
 * Imports a TypeScript file as it is on disk now, with every module of its own it imports read again too. The dev
 * server loads its TypeScript through one jiti tree that keeps each module for the process's life, so a plain
 * `import()` would keep answering with the file as it was at start; a jiti tree of its own per call does not.
 * `shared` maps import specifiers to modules already running that the file must use as they are (a campaign's mock
 * must keep writing into the one mock store the server answers from, not into a fresh copy of it). Packages in
 * node_modules load through Node's own cache either way.
 */
export async function importFresh(file: string, shared: Record<string, unknown> = {}): Promise<unknown> {
  const jiti = createJiti(file, { moduleCache: false, fsCache: false, virtualModules: shared });
  return jiti.import(file);
}

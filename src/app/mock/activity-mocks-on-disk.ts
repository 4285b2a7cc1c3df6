import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { ActivityMocks } from './backend';

/**
 * Finds every activities/<id>/mocks/handlers.ts and imports it (dev and preview servers; rsbuild.config.ts loads
 * this with jiti, which imports TypeScript). Tests discover the same files with import.meta.webpackContext.
 */
export async function loadActivityMocks(root: string): Promise<ActivityMocks[]> {
  const dir = path.join(root, 'activities');
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(dir, entry.name, 'mocks', 'handlers.ts'))
    .filter((file) => existsSync(file));
  const modules: ActivityMocks[] = [];
  for (const file of files) modules.push((await import(file)) as ActivityMocks);
  return modules;
}

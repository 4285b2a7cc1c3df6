import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { coreRoutes } from '../../shared/routing';
import { importFresh } from './fresh-import';
import { type ManifestEntry, type ValidationResult, validateManifests } from './validate';

/**
 * Reads every activities/<id>/manifest.ts from disk and validates them (build, dev server, `npm run activity:check`).
 * Each run reads the files afresh (the dev server runs it again on every manifest change).
 * Relative imports only: rsbuild.config.ts loads this file with jiti, scripts/ with tsx.
 */
export async function checkActivities(root: string): Promise<ValidationResult> {
  const dir = path.join(root, 'activities');
  const folders = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
  const entries: (ManifestEntry & { modifiedAt: number })[] = [];
  const problems: string[] = [];
  for (const folder of folders.sort()) {
    const file = `activities/${folder}/manifest.ts`;
    const full = path.join(root, file);
    if (!existsSync(full)) {
      problems.push(`${file}: 缺少 manifest.ts（每个活动文件夹都需要一个）`);
      continue;
    }
    if (!existsSync(path.join(root, 'activities', folder, 'index.ts'))) {
      problems.push(`activities/${folder}/index.ts: 缺少 index.ts（清单里的页面从这里导出）`);
    }
    try {
      const module = (await importFresh(full)) as { default?: unknown };
      entries.push({ file, folder, manifest: module.default, modifiedAt: statSync(full).mtimeMs });
    } catch (error) {
      problems.push(`${file}: 无法加载：${error instanceof Error ? error.message : String(error)}`);
    }
  }
  // The manifest changed last is validated last, so a clash or a taken id is reported on the campaign being added
  // (the file to fix), not on the one that was there first; folders in alphabetical order when the times are equal.
  entries.sort((a, b) => a.modifiedAt - b.modifiedAt || a.folder.localeCompare(b.folder));
  const result = validateManifests(entries, coreRoutes);
  return { manifests: result.manifests, problems: [...problems, ...result.problems] };
}

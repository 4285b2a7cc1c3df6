import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const MOCKS_A_MODULE = /\brs\.(mock|doMock)\(|^\/\/ @isolate\b/m;

/**
 * Test files that replace a module (`rs.mock`, `rs.doMock`). The unit suite shares modules between files
 * (`isolate: false`: one module graph per worker, five times faster), where a module mock would leak into the files
 * that run after it in the same worker; these files run apart, each in its own module graph
 * (tests/rstest.mocks.config.ts). Found by reading the files, so a new one needs no list to edit.
 */
export function filesWithModuleMocks(root: string, folders: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(relative);
      } else if (
        /\.test\.tsx?$/.test(entry.name) &&
        MOCKS_A_MODULE.test(readFileSync(path.join(root, relative), 'utf8'))
      ) {
        found.push(relative.split(path.sep).join('/'));
      }
    }
  };
  for (const folder of folders) walk(folder);
  return found.sort();
}

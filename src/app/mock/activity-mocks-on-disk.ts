import { existsSync, readdirSync, watch } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { importFresh } from '../activities/fresh-import';
import type { ActivityMocks } from './backend';

/** The one specifier campaigns' mocks import the mock by (activities/README.md): served the running instance. */
const MOCK_ENTRY = '../../../src/app/mock';

/**
 * Finds every activities/<id>/mocks/handlers.ts and imports it as it is on disk now (dev and preview servers;
 * rsbuild.config.ts loads this with jiti, which imports TypeScript), its `'../../../src/app/mock'` being `mock`, the
 * instance the server answers from. Tests discover the same files with import.meta.webpackContext.
 */
export async function loadActivityMocks(root: string, mock: unknown): Promise<ActivityMocks[]> {
  const dir = path.join(root, 'activities');
  if (!existsSync(dir)) return [];
  const folders = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(dir, entry.name))
    .filter((folder) => existsSync(path.join(folder, 'mocks', 'handlers.ts')));
  const modules: ActivityMocks[] = [];
  for (const folder of folders) {
    const file = path.join(folder, 'mocks', 'handlers.ts');
    modules.push((await importFresh(file, { [MOCK_ENTRY]: mock, [`${MOCK_ENTRY}/index`]: mock })) as ActivityMocks);
  }
  return modules;
}

const MOCK_PATHS = /^\/(api|__mock|mock-cdn)\//;

/**
 * Dev server: a campaign's mock follows its edits without a restart. Any change under activities/ marks the mocks
 * stale; the next request to the mock loads them all again and registers them in place of the old ones (whose state,
 * who opened what, goes with them). A mock that does not load keeps the old handlers, and the terminal says why.
 */
export function reloadActivityMocksOnEdit(
  root: string,
  mock: { registerActivityMocks: (list: readonly ActivityMocks[]) => void },
) {
  const dir = path.join(root, 'activities');
  let stale = false;
  if (existsSync(dir)) {
    watch(dir, { recursive: true }, (_event, file) => {
      if (file && /\.tsx?$/.test(String(file))) stale = true;
    }).unref();
  }
  return async (req: IncomingMessage, _res: ServerResponse, next: () => void): Promise<void> => {
    if (stale && MOCK_PATHS.test(req.url ?? '')) {
      stale = false;
      try {
        mock.registerActivityMocks(await loadActivityMocks(root, mock));
        console.info('[mock] activities/*/mocks 已重新加载');
      } catch (error) {
        console.error(
          `[mock] 活动的 mock 没能重新加载，仍用修改前的：${error instanceof Error ? error.message : error}`,
        );
      }
    }
    next();
  };
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

const here = path.dirname(fileURLToPath(import.meta.url));
const { browserslist } = JSON.parse(readFileSync(path.join(here, '../../package.json'), 'utf8')) as {
  browserslist: string[];
};

/**
 * The floor page of the paired benchmark (scripts/bench-first-screen.mjs): React alone, built the way the app is
 * built (production, same browser targets, React in its own chunk), into `<app dist>/floor/` so the app's preview
 * server serves it on the same origin (and its mock answers the banner picture).
 */
export default defineConfig({
  plugins: [pluginReact()],
  source: { entry: { index: path.join(here, 'index.tsx') } },
  html: { template: path.join(here, 'index.html') },
  output: {
    distPath: { root: path.join(here, '../..', process.env.DIST_DIR || 'dist-bench', 'floor') },
    assetPrefix: '/floor/',
    // Same engines as the app: package.json's `browserslist`.
    overrideBrowserslist: browserslist,
  },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
});

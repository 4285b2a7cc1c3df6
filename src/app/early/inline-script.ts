import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Rspack, rspack } from '@rsbuild/core';
import { FIRST_SCREEN_TEMPLATE_ID } from './first-screen';

/** The app's engines: package.json's `browserslist`, as for the app's own build. */
function browsers(root: string): string[] {
  const { browserslist } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    browserslist: string[];
  };
  return browserslist;
}

/**
 * Builds the early calls' script (./index.ts) into one small classic script for index.html's head (rsbuild.config.ts
 * inlines it): bundled and minified by rspack on its own, without the app's runtime, for the same browsers, with the
 * build's `PUBLIC_*` settings (`env`) where the code reads `import.meta.env`. Node only; relative imports (see
 * ../activities/check-on-disk.ts).
 */
export async function buildEarlyScript(root: string, env: Record<string, string | undefined>): Promise<string> {
  const targets = browsers(root);
  const outDir = mkdtempSync(path.join(tmpdir(), 'wkt-early-'));
  const publicEnv = Object.fromEntries(Object.entries(env).filter(([key]) => key.startsWith('PUBLIC_')));
  const compiler = rspack({
    mode: 'production',
    context: root,
    entry: './src/app/early/index.ts',
    target: `browserslist:${targets.join(', ')}`,
    devtool: false,
    output: { path: outDir, filename: 'early.js', iife: true },
    resolve: {
      extensions: ['.ts', '.js'],
      alias: { '@': path.join(root, 'src') },
    },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' } }, env: { targets } },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        'import.meta.env': JSON.stringify(publicEnv),
        ...Object.fromEntries(
          Object.entries(publicEnv).map(([key, value]) => [`import.meta.env.${key}`, JSON.stringify(value)]),
        ),
      }),
    ],
  });
  try {
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => {
        compiler.close(() => {});
        if (error) reject(error);
        else if (stats?.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
        else resolve();
      }),
    );
    return readFileSync(path.join(outDir, 'early.js'), 'utf8').trim();
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * Home's first screen as index.html's `<template>` (./first-screen.ts): React's first render of home as
 * first-screen-markup.test.tsx wrote it, put back on one line, with this build's app name in its heading.
 */
export function firstScreenTemplate(root: string, appName: string) {
  const markup = readFileSync(path.join(root, 'src/app/early/home-first-screen.html'), 'utf8');
  const name = appName.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  const children = markup
    .trim()
    .replaceAll('>\n<', '><')
    .replace(/(<h1 class="visually-hidden">)[^<]*(<\/h1>)/, `$1${name}$2`);
  return { tag: 'template', attrs: { id: FIRST_SCREEN_TEMPLATE_ID }, children };
}

/**
 * The JavaScript files of the page chunks (`webpackChunkName: "page-<route>"`), by route name, with the assets'
 * prefix: what the early script preloads for a landing on that route.
 */
export function pageChunks(compilation: Rspack.Compilation, assetPrefix: string): Record<string, string[]> {
  const prefix = assetPrefix.endsWith('/') ? assetPrefix : `${assetPrefix}/`;
  const found: Record<string, string[]> = {};
  for (const chunk of compilation.chunks) {
    if (!chunk.name?.startsWith('page-')) continue;
    // The page's own chunk and the chunks split off beside it (code it shares with other pages), which its import
    // loads together: all of them, or the page would still wait for the split ones until the app asks.
    const files = new Set<string>();
    for (const group of chunk.groupsIterable)
      for (const member of group.chunks)
        if (!member.canBeInitial()) for (const file of member.files) if (file.endsWith('.js')) files.add(file);
    found[chunk.name.slice('page-'.length)] = [...files].sort().map((file) => `${prefix}${file}`);
  }
  return found;
}

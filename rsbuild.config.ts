import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type RsbuildConfig, type RsbuildPlugin, rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

const root = path.dirname(fileURLToPath(import.meta.url));
const APP_NAME = process.env.PUBLIC_APP_NAME || '微课堂';

/**
 * Dev (`npm start`) and preview (`npm run preview`) servers answer the API themselves with the embedded mock
 * backend (src/app/mock): real HTTP, so login redirects, reloads and a phone on the LAN all work. Set MOCK=off to
 * talk to a real backend through PUBLIC_API_BASE instead, MOCK=minimal for the mock that answers only the spec's fields. The mock is loaded on the server only and never
 * enters the bundle.
 */
type ServerSetup = Extract<NonNullable<NonNullable<RsbuildConfig['server']>['setup']>, (...args: never[]) => unknown>;

const serverSetup: ServerSetup = async ({ server, action }) => {
  if (action === 'preview') server.middlewares.use(cacheHeaders);
  if (process.env.MOCK === 'off') return;
  const { attachLiveRoomServer, createMockMiddleware, loadActivityMocks, reloadActivityMocksOnEdit } = await import(
    './src/app/mock/server'
  );
  const mock = await import('./src/app/mock/index');
  const { getMockHandlers, parseMockBackend, registerActivityMocks, setMockBackend } = mock;
  registerActivityMocks(await loadActivityMocks(root, mock));
  // `npm start`: an edited activities/<id>/mocks file answers the next request, no restart.
  if (action === 'dev') server.middlewares.use(reloadActivityMocksOnEdit(root, mock));
  // MOCK=minimal: the spec-minimal backend (docs/mock-backend.md); GET /__mock/backend switches later.
  setMockBackend(parseMockBackend(process.env.MOCK) ?? 'full');
  server.middlewares.use(createMockMiddleware(getMockHandlers));
  // The live room's WebSocket (docs/api.md "Live room socket") on the same port: upgrades to /ws/liveroom.
  attachLiveRoomServer(server.httpServer);
};

/**
 * Every activity manifest is validated before anything is built: a bad manifest or a route collision stops
 * `npm run build` with the file and field named. `npm start` runs the same check at start and again on every
 * compile (a manifest edit): the problems show in the terminal and the browser's console as build warnings, and the
 * page, which asks GET /__activities/check, leaves the broken campaigns' routes out and says why. The app and the
 * other campaigns keep working meanwhile.
 */
const activityManifests: RsbuildPlugin = {
  name: 'weiketang:activity-manifests',
  setup(api) {
    const check = async () => (await import('./src/app/activities/check-on-disk')).checkActivities(root);
    api.onBeforeBuild(async () => {
      const { problems } = await check();
      if (problems.length) throw new Error(`活动清单有误：\n${problems.join('\n')}`);
    });
    if (api.context.action === 'dev') {
      let latest = { problems: [] as string[], broken: [] as string[] };
      api.processAssets({ stage: 'report' }, async ({ compilation, compiler }) => {
        const { problems } = await check();
        const broken = [...new Set(problems.map((line) => /^activities\/([^/]+)\//.exec(line)?.[1] ?? ''))];
        latest = { problems, broken: broken.filter(Boolean) };
        if (problems.length) {
          compilation.warnings.push(new compiler.webpack.WebpackError(`活动清单有误：\n${problems.join('\n')}`));
        }
      });
      api.onBeforeStartDevServer(({ server }) => {
        server.middlewares.use((req, res, next) => {
          if (req.url?.split('?')[0] !== '/__activities/check') return next();
          res.setHeader('content-type', 'application/json; charset=utf-8');
          res.end(JSON.stringify(latest));
        });
      });
    }
    // The build's own record of where each campaign's code went (read by tests/e2e/activities-build.e2e.ts).
    if (api.context.action === 'build') {
      api.processAssets({ stage: 'report' }, async ({ compilation, sources }) => {
        const { ACTIVITY_CHUNKS_FILE, recordActivityChunks } = await import('./src/app/activities/build-record');
        const record = JSON.stringify(recordActivityChunks(compilation, root), null, 2);
        compilation.emitAsset(ACTIVITY_CHUNKS_FILE, new sources.RawSource(record));
      });
    }
  },
};

/**
 * The landing's first calls asked from index.html's head, while the app's JavaScript is still on its way
 * (src/app/early): built once per process, from the build's `PUBLIC_*` settings (so `npm start` picks up
 * an edit of src/app/early only when restarted).
 */
const earlyCalls: RsbuildPlugin = {
  name: 'weiketang:early-calls',
  setup(api) {
    let script: Promise<string> | undefined;
    api.modifyHTMLTags(async ({ headTags, bodyTags }, { compilation, assetPrefix }) => {
      const { buildEarlyScript, firstScreenTemplate, pageChunks } = await import('./src/app/early/inline-script');
      script ??= buildEarlyScript(root, process.env);
      // The page chunks' files are this build's: handed to the script in a global it reads and deletes.
      const chunks = JSON.stringify(pageChunks(compilation, assetPrefix)).replaceAll('<', '\\u003c');
      // After the app's own scripts, so the browser asks for those first (the calls never hold up the app's files for
      // a connection), and before the stylesheet, which an inline script after it would wait for.
      const stylesheet = headTags.findIndex((tag) => tag.tag === 'link' && tag.attrs?.rel === 'stylesheet');
      headTags.splice(stylesheet === -1 ? headTags.length : stylesheet, 0, {
        tag: 'script',
        children: `self.__wktEarlyChunks=${chunks};${await script}`,
      });
      // Home's first screen, which the script draws on a landing on home before the app has arrived.
      bodyTags.unshift(firstScreenTemplate(root, APP_NAME));
      return { headTags, bodyTags };
    });
  },
};

/**
 * `<link rel="preconnect">` to the API's and the image host's origins when they are not the page's own (pre and
 * production: api.… and static.…): the first screen's first calls and its banner picture (its LCP) then skip DNS,
 * TCP and TLS, which on a phone's 4G cost a round trip or three each. Calls are CORS requests without credentials
 * (crossorigin), pictures are not.
 */
function preconnectTags() {
  const origin = (value: string | undefined) => {
    try {
      const url = new URL(value ?? '');
      return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
    } catch {
      return null;
    }
  };
  const api = origin(process.env.PUBLIC_API_BASE);
  const images = origin(process.env.PUBLIC_STATIC_PATH);
  return [
    ...(api
      ? [{ tag: 'link', attrs: { rel: 'preconnect', href: api, crossorigin: true }, head: true, append: false }]
      : []),
    ...(images ? [{ tag: 'link', attrs: { rel: 'preconnect', href: images }, head: true, append: false }] : []),
  ];
}

/** What production hosting must do too (docs/deploying.md): never cache index.html, cache hashed assets for a year. */
function cacheHeaders(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  if (path === '/' || path.endsWith('.html')) res.setHeader('cache-control', 'no-cache');
  else if (path.startsWith('/static/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
  next();
}

/**
 * V8's explicit compile hint (Chrome 136+; older engines read a comment) on the first screen's own file: nearly all
 * of its functions run during the start (effector's and zod's set-up, the API layer, the viewer, navigation), and V8
 * then compiles them on a background thread while the file downloads, instead of one by one on the main thread when
 * first called: on a phone the start's steps are that much shorter (figures in docs/performance.md). Lighthouse
 * (`bench:first-screen`) does not show it: its start tasks are short unthrottled, and its blocking time is React's
 * renders and the chunks after the first screen. (DevTools' CPU throttling slows the main thread only, not V8's
 * background compilation: on a phone that thread is slow too, but it is another core.) Not on lib-react: React's file
 * is mostly code the start never calls, and its step does not get faster. Added after minification (which drops
 * comments): the hint must be the file's first line.
 */
const compileHint = new rspack.BannerPlugin({
  banner: '//# allFunctionsCalledOnLoad',
  raw: true,
  entryOnly: true,
  include: /^static\/js\/index\./,
  stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
});

export default defineConfig({
  plugins: [pluginReact(), activityManifests, earlyCalls],
  source: {
    entry: { index: './src/app/index.tsx' },
  },
  html: {
    template: './src/app/index.html',
    title: APP_NAME,
    tags: preconnectTags(),
  },
  output: {
    distPath: { root: process.env.DIST_DIR || 'dist' },
    // A third compress pass finds what the first two left foldable: smaller first-screen JavaScript, a slower build.
    minify: { jsOptions: { minimizerOptions: { compress: { passes: 3 } } } },
    manifest: true,
    // ANALYZE=1: readable output with module paths, to see what a chunk is made of.
    ...(process.env.ANALYZE === 'raw' ? { minify: false } : {}),
    // The supported engines are package.json's `browserslist` (README "Supported engines"), which Rsbuild reads.
  },
  performance: {
    chunkSplit: {
      strategy: 'split-by-experience',
      // All CSS in one initial file: the JS runtime then carries no CSS-chunk loader (bytes of the first screen's
      // JavaScript), and a page opened later never waits for its styles. CSS per chunk shrinks the first screen's
      // render-blocking CSS, but its FCP and LCP do not improve (home's styles then come with home's chunk, one
      // request later) and the loader puts the first screen over its budget.
      // No vendors chunk of its own (effector, zod, redaxios): they are in the first chunk with the app's code, which
      // compresses better together (fewer bytes on the first screen and in all) and is one request fewer on a
      // landing. The price: a deploy changes that file, so a returning visitor downloads those libraries (~20 KB
      // gzip) again; a shared link's cold landing comes first.
      override: {
        cacheGroups: {
          styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true },
          defaultVendors: false,
        },
      },
    },
  },
  tools: {
    rspack: (config) => {
      // Lazy chunks named by the build's hash, not each its own: the runtime in the first screen's JavaScript then
      // carries no table of every chunk's hash (0.55 KB gzip with 48 chunks, ~12 bytes more per page to come).
      // The price: a deploy changes every lazy chunk's address, so a returning visitor downloads again the pages
      // they open after a release (the first screen's files keep their own content hashes).
      if (process.env.NODE_ENV === 'production') {
        config.output = { ...config.output, chunkFilename: 'static/js/async/[id].[fullhash:10].js' };
        config.plugins = [...(config.plugins ?? []), compileHint];
      }
      if (process.env.ANALYZE) {
        config.optimization = { ...config.optimization, moduleIds: 'named', concatenateModules: false };
      }
      return config;
    },
  },
  dev: {
    // Compiled up front: lazily compiled chunks made the dev client log failed hot updates on first navigation.
    lazyCompilation: false,
  },
  server: {
    host: '0.0.0.0',
    port: Number(process.env.PORT) || 3000,
    setup: serverSetup,
  },
});

import type { ActivityManifest, ActivityModule } from '@/shared/activity';

/**
 * The only place that knows activities/: every activities/<id>/manifest.ts is found at build time and bundled into
 * one small chunk, loaded when an /activity/ path opens; each activities/<id>/index.ts is its own lazy chunk,
 * loaded when one of its routes opens. Adding a campaign needs no list to edit here.
 */
const manifestContext = import.meta.webpackContext('../../../activities', {
  recursive: true,
  regExp: /^\.\/[a-z0-9-]+\/manifest\.ts$/,
  mode: 'lazy-once',
});

const moduleContext = import.meta.webpackContext('../../../activities', {
  recursive: true,
  regExp: /^\.\/[a-z0-9-]+\/index\.ts$/,
  mode: 'lazy',
});

export async function loadActivityManifests(): Promise<ActivityManifest[]> {
  return Promise.all(
    manifestContext.keys().map(async (key) => ((await manifestContext(key)) as { default: ActivityManifest }).default),
  );
}

export async function loadActivityModule(id: string): Promise<ActivityModule> {
  const module = (await moduleContext(`./${id}/index.ts`)) as { default: ActivityModule };
  return module.default;
}

import type { ActivityManifest, ActivityModule } from '@/shared/activity';

/**
 * The only place that knows activities/: every activities/<id>/manifest.ts is read at build time (data, in the
 * first screen's bundle: the routes must be known), and each activities/<id>/index.ts is its own lazy chunk,
 * loaded when one of its routes opens. Adding a campaign needs no list to edit here.
 */
const manifestContext = import.meta.webpackContext('../../../activities', {
  recursive: true,
  regExp: /^\.\/[a-z0-9-]+\/manifest\.ts$/,
  mode: 'sync',
});

const moduleContext = import.meta.webpackContext('../../../activities', {
  recursive: true,
  regExp: /^\.\/[a-z0-9-]+\/index\.ts$/,
  mode: 'lazy',
});

export const activityManifests: readonly ActivityManifest[] = manifestContext
  .keys()
  .map((key) => (manifestContext(key) as { default: ActivityManifest }).default);

export async function loadActivityModule(id: string): Promise<ActivityModule> {
  const module = (await moduleContext(`./${id}/index.ts`)) as { default: ActivityModule };
  return module.default;
}

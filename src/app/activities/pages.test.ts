import { describe, expect, it } from '@rstest/core';
import type { ActivityManifest } from '@/shared/activity';
import { loadActivityModule } from './catalog';

// The manifests, read synchronously here so each campaign is a test case (the app reads them lazily).
const manifestContext = import.meta.webpackContext('../../../activities', {
  recursive: true,
  regExp: /^\.\/[a-z0-9-]+\/manifest\.ts$/,
  mode: 'sync',
});
const activityManifests = manifestContext
  .keys()
  .map((key) => (manifestContext(key) as { default: ActivityManifest }).default);

/** A React component: a function, or an object React renders (memo, forwardRef, lazy). */
function isComponent(value: unknown): boolean {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

describe('every activity route', () => {
  it.each(activityManifests.map((manifest) => [manifest.id, manifest] as const))(
    '%s: each route’s page exists in its module, and each guard belongs to a page',
    async (_id, manifest) => {
      // The campaign's lazy chunk, loaded the way the runtime loads it when one of its routes opens.
      const module = await loadActivityModule(manifest.id);
      const missing = manifest.routes.filter((route) => !isComponent(module.pages[route.page]));
      expect(missing.map((route) => `${route.path} → pages.${route.page}`)).toEqual([]);
      const strayGuards = Object.keys(module.guards ?? {}).filter((page) => !(page in module.pages));
      expect(strayGuards).toEqual([]);
    },
  );
});

import type { ActivityManifest, ActivityRoute } from '@/shared/activity';
import { staticPath } from '@/shared/config';
import type { RouteDef } from '@/shared/routing';

/** What the shell needs to know about an activity route beyond its RouteDef. */
export type ActivityRouteInfo = { manifest: ActivityManifest; route: ActivityRoute; name: string };

/** Route names of activity routes: `activity:<id>:<index>`. */
export function activityRouteName(id: string, index: number): string {
  return `activity:${id}:${index}`;
}

/** Activity manifests as shell routes: metadata, and the share card in the bridge's shape (link resolved later). */
export function toRouteDefs(manifests: readonly ActivityManifest[]): {
  defs: RouteDef[];
  info: Map<string, ActivityRouteInfo>;
} {
  const defs: RouteDef[] = [];
  const info = new Map<string, ActivityRouteInfo>();
  for (const manifest of manifests) {
    manifest.routes.forEach((route, index) => {
      const name = activityRouteName(manifest.id, index);
      const entry = manifest.routes[0]?.path ?? route.path;
      defs.push({
        name,
        path: route.path,
        ...(route.params ? { params: route.params } : {}),
        meta: {
          title: route.title,
          auth: route.auth,
          share: route.share !== false,
          ...(route.background ? { bodyClass: route.background } : {}),
          ...(route.share
            ? {
                shareCard: {
                  title: route.share.title,
                  desc: route.share.description,
                  imgUrl: route.share.image.startsWith('/') ? `${staticPath}${route.share.image}` : route.share.image,
                  link: route.share.link === 'entry' && !entry.includes(':') ? entry : 'page',
                },
              }
            : {}),
        },
      });
      info.set(name, { manifest, route, name });
    });
  }
  return { defs, info };
}

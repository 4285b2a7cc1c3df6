import type { ActivityManifest } from '@/shared/activity';
import type { RouteDef } from '@/shared/routing';
import type { Guard } from '../navigation/guards/types';
import type { PageModule } from '../navigation/pages';
import { loadActivityManifests, loadActivityModule } from './catalog';
import { type ActivityRouteInfo, toRouteDefs } from './routes';
import { windowState } from './window';

let catalog: Promise<ReturnType<typeof toRouteDefs>> | undefined;

/**
 * The time a campaign's window is checked at: the phone's clock, or in development, debug and test builds the time
 * override (preview-time.ts). The condition is a literal at build time: in pre and production builds the branch and
 * the override's module are not bundled at all.
 */
async function activityNow(): Promise<number> {
  if (
    import.meta.env.PUBLIC_APP_ENV === 'development' ||
    import.meta.env.PUBLIC_APP_ENV === 'debug' ||
    import.meta.env.PUBLIC_APP_ENV === 'test'
  ) {
    return (await import('./preview-time')).previewNow();
  }
  return Date.now();
}

/** `npm start` leaves out the campaigns its check found broken (dev-check.ts); no other build has that module. */
async function usableManifests(): Promise<ActivityManifest[]> {
  const manifests = await loadActivityManifests();
  if (import.meta.env.PUBLIC_APP_ENV === 'development') {
    return (await import('./dev-check')).withoutBrokenManifests(manifests);
  }
  return manifests;
}

/** The manifests, read once (their chunk loads the first time an /activity/ path opens). */
function loadCatalog(): Promise<ReturnType<typeof toRouteDefs>> {
  catalog ??= usableManifests().then(toRouteDefs);
  return catalog;
}

/** Every activity route, for the shell's route table. */
export async function loadActivityRoutes(): Promise<readonly RouteDef[]> {
  return (await loadCatalog()).defs;
}

async function routeInfo(name: string): Promise<ActivityRouteInfo> {
  const found = (await loadCatalog()).info.get(name);
  if (!found) throw new Error(`unknown activity route ${name}`);
  return found;
}

/**
 * The page of an activity route: the 未开始 / 已结束 screen outside the time window (the activity's code is not
 * loaded then), otherwise the activity's page inside an error boundary. The frame's own code loads with it, not
 * with the first screen.
 */
export async function loadActivityPage(
  name: string,
  now: () => number | Promise<number> = activityNow,
): Promise<PageModule> {
  const { manifest, route } = await routeInfo(name);
  const state = windowState(manifest, await now());
  const frame = await import('./frame');
  if (state !== 'open') return { default: frame.closedPage(route.title, state, manifest.startsAt) };
  const module = await loadActivityModule(manifest.id);
  const Page = module.pages[route.page];
  if (!Page) throw new Error(`activity ${manifest.id} has no page "${route.page}"`);
  return { default: frame.framedPage(route.title, Page) };
}

/** The activity's own check for a route's page, if it has one (never outside the time window). */
export async function loadActivityGuard(
  name: string,
  now: () => number | Promise<number> = activityNow,
): Promise<Guard> {
  const { manifest, route } = await routeInfo(name);
  if (windowState(manifest, await now()) !== 'open') return async () => null;
  const guard = (await loadActivityModule(manifest.id)).guards?.[route.page];
  return async (input) => (guard ? guard(input) : null);
}

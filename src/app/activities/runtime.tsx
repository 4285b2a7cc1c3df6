import type { ComponentType } from 'react';
import type { PageProps, RouteDef } from '@/shared/routing';
import type { Guard } from '../navigation/guards/types';
import type { PageModule } from '../navigation/pages';
import { ActivityBoundary, ActivityClosed } from './ActivityFrame';
import { activityManifests, loadActivityModule } from './catalog';
import { type ActivityRouteInfo, toRouteDefs } from './routes';
import { windowState } from './window';

const { defs, info } = toRouteDefs(activityManifests);

/** Every activity route, for the shell's route table. */
export const activityRoutes: readonly RouteDef[] = defs;

function routeInfo(name: string): ActivityRouteInfo {
  const found = info.get(name);
  if (!found) throw new Error(`unknown activity route ${name}`);
  return found;
}

/**
 * The page of an activity route: the 未开始 / 已结束 screen outside the time window (the activity's code is not
 * loaded then), otherwise the activity's page inside an error boundary.
 */
export async function loadActivityPage(name: string, now: () => number = Date.now): Promise<PageModule> {
  const { manifest, route } = routeInfo(name);
  const state = windowState(manifest, now());
  if (state !== 'open') {
    // biome-ignore lint/correctness/noComponentHookFactories: made once per route and cached by the page loader
    const Closed = () => <ActivityClosed title={route.title} state={state} startsAt={manifest.startsAt} />;
    return { default: Closed };
  }
  const module = await loadActivityModule(manifest.id);
  const Page: ComponentType<PageProps> | undefined = module.pages[route.page];
  if (!Page) throw new Error(`activity ${manifest.id} has no page "${route.page}"`);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route and cached by the page loader
  const Framed = (props: PageProps) => (
    <ActivityBoundary title={route.title}>
      <Page {...props} />
    </ActivityBoundary>
  );
  return { default: Framed };
}

/** The activity's own check for a route's page, if it has one (never outside the time window). */
export async function loadActivityGuard(name: string, now: () => number = Date.now): Promise<Guard> {
  const { manifest, route } = routeInfo(name);
  if (windowState(manifest, now()) !== 'open') return async () => null;
  const guard = (await loadActivityModule(manifest.id)).guards?.[route.page];
  return async (input) => (guard ? guard(input) : null);
}

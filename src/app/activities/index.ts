import { ACTIVITY_PREFIX, type RouteDef } from '@/shared/routing';
import type { Guard } from '../navigation/guards/types';
import type { PageModule } from '../navigation/pages';

/**
 * What the shell needs of the activity runtime on its first screen: two string checks. Everything else (the
 * manifests, the frame, each campaign) loads the first time an /activity/ path opens.
 */
export function needsActivityRoutes(path: string): boolean {
  return path.startsWith(ACTIVITY_PREFIX);
}

export function isActivityRoute(name: string): boolean {
  return name.startsWith('activity:');
}

const runtime = () => import('./runtime');

export async function loadActivityRoutes(): Promise<readonly RouteDef[]> {
  return (await runtime()).loadActivityRoutes();
}

export async function loadActivityPage(name: string): Promise<PageModule> {
  return (await runtime()).loadActivityPage(name);
}

export async function loadActivityGuard(name: string): Promise<Guard> {
  return (await runtime()).loadActivityGuard(name);
}

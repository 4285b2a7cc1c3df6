import type { PageDescriptor, RouteDef, RouteName } from '@/shared/routing';
import { devRoutes } from './dev-routes';
import * as pageList from './page-list';

/**
 * The shell's route table, made of the descriptors in page-list.ts (and the development routes). Loaded lazily:
 * right away when the app opens on another page, after the first screen when it opens on home, so the home
 * screen carries neither the other pages' loaders nor their metadata.
 */
const listed: ReadonlyArray<PageDescriptor | readonly PageDescriptor[]> = Object.values(pageList);
export const pageRoutes: readonly RouteDef[] = [...listed.flat(), ...devRoutes];

type NameOf<T> = T extends readonly (infer D)[] ? NameOf<D> : T extends { name: infer N } ? N : never;
type Unlisted = Exclude<RouteName, NameOf<(typeof pageList)[keyof typeof pageList]>>;

/** Fails the typecheck, naming the route, when a route of the path tables is neither a page nor listed as unbuilt. */
export const everyRouteListed: [Unlisted] extends [never] ? true : { unlisted: Unlisted } = true;

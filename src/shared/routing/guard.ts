import type { LoginKind } from '@/shared/api';
import type { RouteMatch } from './types';

/** What the shell knows about the viewer when it decides a route (built by entities/user). */
export type ViewerRoles = {
  userId: number | null;
  /** Has a nickName: the full (profile) login has happened (spec §4). */
  hasProfile: boolean;
  hasOpenId: boolean;
  thirdAuthType: 'NONE' | 'BASE' | 'USERINFO';
  isLecturer: boolean;
  /** realNameAuth 2 (spec §3, §5). */
  isRealNameVerified: boolean;
};

/** What the shell does with a location, decided before any page renders (no flash of a forbidden page). */
export type Decision =
  | { kind: 'allow'; match: RouteMatch }
  /** `notice`: a message shown once the page redirected to is on screen (e.g. the server's reason). */
  | { kind: 'redirect'; to: string; notice?: string }
  | { kind: 'login'; login: LoginKind }
  /** The viewer could not be loaded (network, server): nothing can be decided; the shell offers a retry. */
  | { kind: 'error'; message: string };

/** Input of a route guard: the matched route, the location's query (real and hash query) and the viewer. */
export type GuardInput = { match: RouteMatch; query: Record<string, string>; roles: ViewerRoles };

/** A route's own check that asks the server (spec §4 live-room entry, §5 wallet): its verdict, or null to allow. */
export type Guard = (input: GuardInput) => Promise<Decision | null>;
/** A guard's code, loaded like the page's when the route is entered (page descriptors' `guard`). */
export type GuardLoader = () => Promise<Guard>;

import type { ViewerRoles, ViewerStatus } from '@/entities/user';
import { errorMessage, type LoginKind } from '@/shared/api';
import {
  type AppLocation,
  type AuthLevel,
  type Decision,
  HOME_PATH,
  MINE_PATH,
  matchRoute,
  type RouteDef,
} from '@/shared/routing';

export type { Decision };

/** Spec §4: full login without a nickName; official-account authorisation on base pages; silent without an openId. */
export function requiredLogin(level: AuthLevel, roles: ViewerRoles): LoginKind | null {
  if (level === 'none') return null;
  if ((level === 'profile' || level === 'base') && !roles.hasProfile) return 'profile';
  if (level === 'base' && roles.thirdAuthType === 'NONE') return 'base';
  if (!roles.hasOpenId) return 'silent';
  return null;
}

/** Why a gated page sent the viewer to 我的, said on arrival: a silent redirect would leave them guessing. */
export const GATE_NOTICES = { lecturerOnly: '仅讲师可用', realNameOnly: '请先完成实名认证' } as const;

/** Spec §5 gating under /mine. The debug flag bypasses lecturer gating only, as the spec words it. */
function gate(route: RouteDef, roles: ViewerRoles, location: AppLocation): string | null {
  const debug = location.query.debug === 'true';
  if (route.meta.lecturerOnly && !roles.isLecturer && !debug) return GATE_NOTICES.lecturerOnly;
  if (route.meta.realNameOnly && !(roles.isLecturer && roles.isRealNameVerified)) {
    return roles.isLecturer ? GATE_NOTICES.realNameOnly : GATE_NOTICES.lecturerOnly;
  }
  return null;
}

export function decide(input: {
  routes: readonly RouteDef[];
  location: AppLocation;
  status: ViewerStatus;
  roles: ViewerRoles;
  /** Why the viewer failed to load, when status is failed. */
  viewerError?: unknown;
  /** Why the lecturer profile could not be read, when it could not ($lecturerProfileError). */
  profileError?: unknown;
  /** A call answered 1000/1001 in this visit: spec §6 sends an unauthenticated `/api/` request to the full login. */
  sessionExpired?: boolean;
}): Decision {
  const { routes, location, status, roles } = input;
  const match = location.path === '/' ? null : matchRoute(routes, location.path);
  // Unknown path, malformed parameter or empty main path → home (spec §2).
  if (!match) return { kind: 'redirect', to: HOME_PATH };
  const { route } = match;
  if (route.redirectTo) return { kind: 'redirect', to: route.redirectTo };
  const level = route.meta.auth ?? 'silent';
  if (status === 'failed' && level !== 'none') {
    return { kind: 'error', message: errorMessage(input.viewerError) };
  }
  const login = requiredLogin(level, roles);
  if (login) return { kind: 'login', login: input.sessionExpired ? 'profile' : login };
  // A lecturer page cannot tell a lecturer from a learner without the profile: say why, with 重试.
  if ((route.meta.lecturerOnly || route.meta.realNameOnly) && input.profileError) {
    return { kind: 'error', message: errorMessage(input.profileError) };
  }
  const notice = gate(route, roles, location);
  if (notice) return { kind: 'redirect', to: MINE_PATH, notice };
  return { kind: 'allow', match };
}

import type { ViewerRoles } from '@/entities/user';
import type { RouteMatch } from '@/shared/routing';
import type { Decision } from '../decide';

export type GuardInput = { match: RouteMatch; roles: ViewerRoles };
export type Guard = (input: GuardInput) => Promise<Decision | null>;

import type { RouteMeta } from './types';

/** Every page under /mine needs the user's profile (spec §4) and sits on the grey background. */
export const mineMeta = { auth: 'profile', bodyClass: 'bg-gray' } as const satisfies RouteMeta;
/** Lecturer gating (spec §5): without lecturer status → /mine/index. */
export const lecturerMeta = { ...mineMeta, lecturerOnly: true } as const satisfies RouteMeta;
/** Studio management: lecturer and real-name gating (spec §5). */
export const studioMeta = { ...mineMeta, lecturerOnly: true, realNameOnly: true } as const satisfies RouteMeta;

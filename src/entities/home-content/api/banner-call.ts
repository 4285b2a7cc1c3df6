import type { EarlyCall } from '@/shared/api';

/** The banners' call (the home carousel), on its own: home's route asks it early on a landing, without the schema. */
export const BANNERS_CALL = { path: '/api/config/banner.html' } as const satisfies EarlyCall;

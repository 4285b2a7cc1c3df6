import * as z from 'zod/mini';
import { createRequestFx, flag } from '@/shared/api';

/**
 * Server-controlled switches (spec §6, §7 "the activity-switch call (which reads meiqiaSwitch)"): `meiqiaSwitch`
 * turns the customer-service chat on. Where the chat lives is the environment's setting, not the server's.
 */
export const activitySwitchSchema = z.object({
  meiqiaSwitch: flag,
});
export type ActivitySwitch = z.output<typeof activitySwitchSchema>;

export const getActivitySwitchFx = createRequestFx<void, typeof activitySwitchSchema>({
  path: '/api/config/activitySwitch',
  schema: activitySwitchSchema,
  // Only decides whether the chat button shows: a failure hides it and shows nothing.
  silent: true,
});

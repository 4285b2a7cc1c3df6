import * as z from 'zod/mini';
import { createRequestFx, flag } from '@/shared/api';

/** Server-controlled switches; `meiqiaSwitch` turns the customer-service chat (at `meiqiaUrl`) on. */
export const activitySwitchSchema = z.object({
  meiqiaSwitch: flag,
  meiqiaUrl: z._default(z.string(), ''),
});
export type ActivitySwitch = z.output<typeof activitySwitchSchema>;

export const getActivitySwitchFx = createRequestFx<void, typeof activitySwitchSchema>({
  path: '/api/config/activitySwitch',
  schema: activitySwitchSchema,
  // Only decides whether the chat button shows: a failure hides it and shows nothing.
  silent: true,
});

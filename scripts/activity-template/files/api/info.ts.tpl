import * as z from 'zod/mini';
import { count, createRequestFx } from '@/shared/api';

// Only the zod features listed in activities/README.md: every feature used anywhere lands in the home screen's bundle.
export const infoSchema = z.object({
  headline: z.string(),
  description: z.string(),
  participants: count,
});
export type Info = z.output<typeof infoSchema>;

/** GET /api/active/__id__/info (activities/__id__/README.md). */
export const getInfoFx = createRequestFx<void, typeof infoSchema>({
  path: '/api/active/__id__/info',
  schema: infoSchema,
});

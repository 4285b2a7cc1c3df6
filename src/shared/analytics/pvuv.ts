import { createRequestFx, noData } from '@/shared/api';

/** GET /api/count/pvuv with the event as JSON; silent, so a failing statistic never shows the busy toast. */
export const sendPvuvFx = createRequestFx<{ jsonData: string }, typeof noData>({
  path: '/api/count/pvuv',
  schema: noData,
  silent: true,
});

import * as z from 'zod/mini';
import { createRequestFx } from '@/shared/api';

/** Designed call (docs/api.md): the answer's reportId is not needed by the screen, so anything is accepted. */
const reportAnswerSchema = z.pipe(
  z.unknown(),
  z.transform(() => null),
);

export type ReportRequest = {
  reason: number;
  content: string;
  contact?: string;
  /** Images as data URLs (JPEG, scaled down on the device). */
  images?: string[];
};

export const sendReportFx = createRequestFx<ReportRequest, typeof reportAnswerSchema>({
  method: 'POST',
  path: '/api/help/report',
  schema: reportAnswerSchema,
});

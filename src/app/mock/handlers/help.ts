import { onReset } from '../db/store';
import { apiPost, loggedIn } from '../kit/endpoint';
import { intParam, textParam } from '../kit/params';
import { fail, ok } from '../kit/respond';

/** What help/report sends (docs/api.md, designed). Kept here: nothing else in the mock reads complaints. */
export type ReportRecord = {
  reportId: number;
  userId: number;
  reason: number;
  content: string;
  contact: string;
  imageCount: number;
  createTime: number;
};

const REASONS = [1, 2, 3, 4, 5];
const CONTENT_MIN = 10;
const CONTENT_MAX = 500;
const IMAGES_MAX = 3;

let reports: ReportRecord[] = [];
onReset(() => {
  reports = [];
});

/** The complaints received since the last reset (tests read them). */
export const receivedReports = (): readonly ReportRecord[] => reports;

export const helpHandlers = [
  apiPost(
    '/api/help/report',
    loggedIn(({ params, viewer, now }) => {
      const reason = intParam(params, 'reason');
      if (reason === null || !REASONS.includes(reason)) return fail(2, '请选择投诉原因');
      const content = textParam(params, 'content');
      const length = [...content].length;
      if (length < CONTENT_MIN || length > CONTENT_MAX)
        return fail(3, `投诉内容需要 ${CONTENT_MIN}–${CONTENT_MAX} 个字`);
      const contact = textParam(params, 'contact');
      if (contact && !/^1[3-9]\d{9}$/.test(contact)) return fail(4, '手机号格式不正确');
      const images = params.getAll('images[]');
      if (images.length > IMAGES_MAX || images.some((image) => !image.startsWith('data:image/')))
        return fail(5, `最多上传 ${IMAGES_MAX} 张图片`);
      const report: ReportRecord = {
        reportId: reports.length + 1,
        userId: viewer.id,
        reason,
        content,
        contact,
        imageCount: images.length,
        createTime: now,
      };
      reports = [...reports, report];
      return ok({ reportId: report.reportId });
    }),
  ),
];

import type { LoggedInContext } from './endpoint';
import { fail } from './respond';

type Answer = (context: LoggedInContext) => Response | Promise<Response>;

/** Lecturer-only calls answer these codes to other users (docs/api.md leaves them open). */
export const NOT_LECTURER = { code: 10, msg: '您还不是讲师' } as const;
export const NOT_VERIFIED = { code: 11, msg: '请先完成实名认证' } as const;

export function lecturerOnly(answer: Answer): Answer {
  return (context) => (context.viewer.isLecturer ? answer(context) : fail(NOT_LECTURER.code, NOT_LECTURER.msg));
}

/** Managing lessons needs real-name verification (realNameAuth 2) and a studio, as spec §5 gates the pages. */
export function verifiedLecturerOnly(answer: Answer): Answer {
  return lecturerOnly((context) =>
    context.viewer.realNameAuth === 2 && context.viewer.studioId
      ? answer(context)
      : fail(NOT_VERIFIED.code, NOT_VERIFIED.msg),
  );
}

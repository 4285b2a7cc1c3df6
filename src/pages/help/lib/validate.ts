import { CONTENT_MAX, CONTENT_MIN, IMAGE_MAX_BYTES, IMAGES_MAX, REPORT_REASONS } from '../config/form';

export type ReportFields = { reason: number | null; content: string; contact: string };
export type ReportErrors = Partial<Record<keyof ReportFields, string>>;

const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;

/** The form's messages, in the order the fields show; an empty object when it can be sent. */
export function validateReport({ reason, content, contact }: ReportFields): ReportErrors {
  const errors: ReportErrors = {};
  if (reason === null || !REPORT_REASONS.some((item) => item.value === reason)) errors.reason = '请选择投诉原因';
  const length = [...content.trim()].length;
  if (length === 0) errors.content = '请填写投诉内容';
  else if (length < CONTENT_MIN) errors.content = `投诉内容至少 ${CONTENT_MIN} 个字`;
  else if (length > CONTENT_MAX) errors.content = `投诉内容不能超过 ${CONTENT_MAX} 个字`;
  const phone = contact.replace(/[\s-]/g, '');
  if (phone !== '' && !MAINLAND_MOBILE.test(phone)) errors.contact = '请填写正确的手机号（11 位）';
  return errors;
}

/** Characters as a person counts them (an emoji is one). */
export const countChars = (text: string) => [...text].length;

export type ImageCheck = { accepted: File[]; error: string | null };

/** Which picked files join the form: images, each within the size limit, up to the count left. */
export function checkImages(files: readonly File[], alreadyChosen: number): ImageCheck {
  let error: string | null = null;
  const accepted: File[] = [];
  for (const file of files) {
    if (!file.type.startsWith('image/')) error = '只能上传图片';
    else if (file.size > IMAGE_MAX_BYTES) error = `图片不能超过 ${IMAGE_MAX_BYTES / 1024 / 1024} MB`;
    else if (alreadyChosen + accepted.length >= IMAGES_MAX) error = `最多上传 ${IMAGES_MAX} 张图片`;
    else accepted.push(file);
  }
  return { accepted, error };
}

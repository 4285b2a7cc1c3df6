import { DISTRIBUTABLE, type LessonField, type LessonValues } from './lesson-values';
import { fromLocalInput } from './local-time';
import { yuanToFen } from './money';

export const NAME_MAX = 40;
export const SUMMARY_MAX = 200;
export const PRICE_MAX_FEN = 5_000_000;

export type LessonErrors = Partial<Record<LessonField, string>>;

/** The order fields appear in the form: the first one with a message gets the focus. */
export const LESSON_FIELD_ORDER: readonly LessonField[] = [
  'lessonName',
  'groupId',
  'summary',
  'beginTime',
  'priceYuan',
  'distributRate',
];

/** Chinese messages per field; the spec has no rules, these are ours (README). `now` for the begin time. */
export function validateLesson(values: LessonValues, now: number): LessonErrors {
  const errors: LessonErrors = {};
  const name = values.lessonName.trim();
  if (!name) errors.lessonName = '请填写课程名称';
  else if ([...name].length > NAME_MAX) errors.lessonName = `课程名称最多 ${NAME_MAX} 个字`;
  if (!values.groupId) errors.groupId = '请选择课程分类';
  if ([...values.summary.trim()].length > SUMMARY_MAX) errors.summary = `简介最多 ${SUMMARY_MAX} 个字`;
  if (values.live) {
    const begin = fromLocalInput(values.beginTime);
    if (begin === null) errors.beginTime = '请选择开课时间';
    else if (begin <= now) errors.beginTime = '开课时间需晚于现在';
  }
  const price = yuanToFen(values.priceYuan);
  if (price === null) errors.priceYuan = '请输入正确的价格（元，最多两位小数）';
  else if (price > PRICE_MAX_FEN) errors.priceYuan = '价格不能超过 50000 元';
  if (values.canDistribut === DISTRIBUTABLE) {
    const rate = values.distributRate.trim();
    if (!/^\d{1,2}$/.test(rate) || Number(rate) < 1 || Number(rate) > 90) {
      errors.distributRate = '分销比例请填 1–90 的整数';
    }
  }
  return errors;
}

export function firstInvalid(errors: LessonErrors): LessonField | null {
  return LESSON_FIELD_ORDER.find((field) => errors[field]) ?? null;
}

import type { ListingLesson } from '@/entities/studio';
import { formatPrice } from '@/shared/lib/format';

/**
 * The lines 确认课程信息 shows. The spec gives the distribution flags' defaults (canDistribut 2, isDispense 1,
 * isExclusive 0) but not their meaning; read here as: canDistribut 1 lets promoters share it for distributRate % of
 * the price (2: no promotion), isDispense 1 the platform split applies, isExclusive 1 sold only here.
 */
export function listingTerms(lesson: ListingLesson): { label: string; value: string }[] {
  const kind = `${lesson.lessonType === 2 ? '视频' : '音频'} · ${lesson.lessonPlayType === 1 ? '直播' : '录播'}`;
  return [
    { label: '课程类型', value: kind },
    { label: '价格', value: formatPrice(lesson.price) },
    { label: '所属专栏', value: lesson.columnName || '不属于专栏' },
    ...(lesson.cateId ? [{ label: '单独售卖', value: lesson.isDisplaySingle ? '是' : '否，仅随专栏' }] : []),
    {
      label: '推广分销',
      value: lesson.canDistribut === 1 ? `开启，推广者得 ${lesson.distributRate}%` : '不参与推广',
    },
    { label: '平台分成', value: lesson.isDispense ? '按分成规则结算' : '不参与分成' },
    { label: '独家课程', value: lesson.isExclusive ? '是' : '否' },
  ];
}

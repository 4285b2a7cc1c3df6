import type { LiveRoomDetail } from '@/entities/lesson';
import { formatDuration } from '@/shared/lib/format';

const pad = (value: number) => String(value).padStart(2, '0');

/** 开课时间 of a live lesson (local time), or the length of a recorded one; null when neither is known. */
export function scheduleOf(lesson: Pick<LiveRoomDetail, 'lessonPlayType' | 'lessonBeginTime' | 'lessonTimeTerm'>) {
  if (lesson.lessonPlayType === 1 && lesson.lessonBeginTime !== null) {
    const at = new Date(lesson.lessonBeginTime);
    const text = `${at.getMonth() + 1}月${at.getDate()}日 ${pad(at.getHours())}:${pad(at.getMinutes())}`;
    return { label: '开课时间', text };
  }
  if (lesson.lessonTimeTerm > 0) return { label: '时长', text: formatDuration(lesson.lessonTimeTerm) };
  return null;
}

import type { LearnLesson } from '@/entities/lesson';

/** The lesson with the latest learnTime, or null when none has one (nothing started, or an answer without times). */
export function mostRecentlyStudied(lessons: readonly LearnLesson[]): LearnLesson | null {
  let latest: LearnLesson | null = null;
  for (const lesson of lessons) {
    if (lesson.learnTime !== null && (latest?.learnTime == null || lesson.learnTime > latest.learnTime)) {
      latest = lesson;
    }
  }
  return latest;
}

/** What a row says about how far the viewer got; null when the server sent no progress. */
export function progressLabel(lesson: LearnLesson): string | null {
  if (lesson.progress === null) return null;
  if (lesson.progress >= 100) return '已学完';
  if (lesson.progress <= 0 && lesson.learnTime === null) return '未开始';
  return `已学 ${Math.round(lesson.progress)}%`;
}

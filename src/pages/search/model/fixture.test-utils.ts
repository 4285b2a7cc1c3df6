import type { LessonCard } from '@/entities/lesson';

export function lessonAt(lessonId: number, lessonName = `课程${lessonId}`): LessonCard {
  return {
    lessonId,
    lessonName,
    lessonCoverUrl: '',
    summary: '',
    lessonType: 1,
    lessonPlayType: 2,
    lessonBeginTime: null,
    lessonTimeTerm: 600,
    price: 990,
    originalPrice: null,
    markType: 1,
    cateId: 0,
    groupId: 1,
    studioId: 1,
    studioName: '晓岚职场课堂',
    lecturerName: '林晓岚',
    learnNum: 100,
  };
}

/** A server page of `total` lessons, ten a page. */
export function serverPage(pageNo: number, total: number) {
  const first = (pageNo - 1) * 10;
  const size = Math.max(0, Math.min(10, total - first));
  return { list: Array.from({ length: size }, (_, index) => lessonAt(first + index + 1)), pageNo, pageSize: 10, total };
}

/**
 * A fork handler for a request effect of '@/shared/api': those are attached effects, so a replaced handler receives
 * (source, request spec); this hands `fn` the call's own params.
 */
export function answering<P, R>(fn: (params: P) => R): (params: P) => R {
  return (...args: unknown[]) => fn((args[1] as { params: P }).params);
}

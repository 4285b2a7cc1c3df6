import { type LessonRow, lessonRows } from './seed-lesson-rows';
import { DAY, HOUR } from './time';
import type { GroupRecord, LessonRecord } from './types';

export const seedGroups = (): GroupRecord[] =>
  ['职场成长', '历史人文', '亲子教育', '理财投资', '健康养生', '心理情感', '语言学习'].map((groupName, index) => ({
    groupId: index + 1,
    groupName,
    icon: `/mock-cdn/icon/group-${index + 1}.svg`,
  }));

/** The one lesson whose content carries markup a renderer must never execute (for sanitiser tests). */
export const UNSAFE_CONTENT_LESSON_ID = 14;

export const lessonCover = (lessonId: number) => `/mock-cdn/cover/lesson-${lessonId}.svg`;

export function lessonContent(lessonId: number, lessonName: string, summary: string): string {
  const safe =
    `<p>${summary}</p><p><img src="${lessonCover(lessonId)}" alt="${lessonName}"></p>` +
    '<p><strong>你将收获：</strong>清晰的知识框架、可以马上用上的方法，以及课后练习。</p>' +
    '<p>课程支持反复收听，建议边听边做笔记。</p>';
  if (lessonId !== UNSAFE_CONTENT_LESSON_ID) return safe;
  return `${safe}<p>课后思考题见下图：</p><img src=x onerror=alert(1)><script>alert('xss')</script>`;
}

/** A lesson is a single (单品) even inside a column; only boutique lessons are marked otherwise. */
function markType(row: LessonRow): LessonRecord['markType'] {
  return row.boutique ? 4 : 1;
}

function toLesson(row: LessonRow, now: number): LessonRecord {
  const cover = lessonCover(row.id);
  return {
    lessonId: row.id,
    lessonName: row.name,
    lessonCoverUrl: cover,
    showCover: cover,
    summary: row.summary,
    content: lessonContent(row.id, row.name, row.summary),
    lessonType: row.video ? 2 : 1,
    lessonPlayType: row.live === undefined ? 2 : 1,
    lessonBeginTime: row.live === undefined ? null : now + row.live * HOUR,
    lessonTimeTerm: row.minutes * 60,
    price: row.price,
    originalPrice: row.orig ?? null,
    bargainEndTime: row.bargainHours ? now + row.bargainHours * HOUR : null,
    markType: markType(row),
    cateId: row.cate ?? 0,
    groupId: row.group,
    studioId: row.studio,
    learnNum: row.learn,
    // Higher ids were published later, so "newest first" follows the id order.
    createTime: now - (lessonRows.length + 1 - row.id) * (DAY / 2),
    commentOpen: row.id === 15 ? 0 : 1,
    canDistribut: 2,
    isDispense: 1,
    isExclusive: 0,
    vip: 0,
    distributRate: 0,
    isDisplaySingle: 1,
    coursewarList: [],
  };
}

export const seedLessons = (now: number): LessonRecord[] => lessonRows.map((row) => toLesson(row, now));

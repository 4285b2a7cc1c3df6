import { lessonCover } from './seed-lessons';
import type { LessonRecord, MockDb } from './types';

/**
 * Lessons a lecturer took off sale (已下架, lessonState 3): out of `db.lessons`, so every public list, search, the
 * studio's home and new orders leave them out without knowing about the state; `findLesson` and the buyers' lists
 * still find them, so every buyer keeps the lesson page, 学习, 购买记录 and the comments. Keyed by the store, so a
 * reset starts afresh.
 */
const withdrawn = new WeakMap<MockDb, Map<number, LessonRecord>>();

export function withdrawnLessons(db: MockDb): Map<number, LessonRecord> {
  let lessons = withdrawn.get(db);
  if (!lessons) {
    lessons = new Map();
    withdrawn.set(db, lessons);
  }
  return lessons;
}

/**
 * The seed's one withdrawn lesson: studio 1's earlier edition of lesson 5, so the studio screens show all three
 * states. Kept outside the public lessons from the start, so every public list reads as before; its id is far above
 * the ids the store hands out.
 */
export const SEED_WITHDRAWN_LESSON_ID = 900;
export const SEED_WITHDRAWN_LESSON_NAME = '高情商拒绝的艺术（旧版）';

/** Adds the seed's withdrawn lesson (called by createSeedDb). */
export function withdrawSeedLessons(db: MockDb): MockDb {
  const model = db.lessons.find((lesson) => lesson.lessonId === 5);
  if (model) {
    const lessonId = SEED_WITHDRAWN_LESSON_ID;
    const cover = lessonCover(lessonId);
    withdrawnLessons(db).set(lessonId, {
      ...model,
      lessonId,
      lessonName: SEED_WITHDRAWN_LESSON_NAME,
      lessonCoverUrl: cover,
      showCover: cover,
      createTime: model.createTime - 86_400_000,
      learnNum: 0,
    });
  }
  return db;
}

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

/** Seed lessons that start 已下架 (studio 1's 高情商拒绝的艺术, so the studio screens show all three states). */
export const SEED_WITHDRAWN = [5];

/** Moves the seed's withdrawn lessons out of sale (called by createSeedDb). */
export function withdrawSeedLessons(db: MockDb): MockDb {
  for (const lessonId of SEED_WITHDRAWN) {
    const lesson = db.lessons.find((other) => other.lessonId === lessonId);
    if (!lesson) continue;
    db.lessons = db.lessons.filter((other) => other !== lesson);
    withdrawnLessons(db).set(lessonId, lesson);
  }
  return db;
}

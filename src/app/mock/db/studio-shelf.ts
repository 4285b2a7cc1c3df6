import type { LessonRecord, MockDb, UserRecord } from './types';
import { findLesson } from './views';

/** 1 draft (learners cannot see it), 2 published (in lists, search, the studio's home). */
export type LessonState = 1 | 2;

/**
 * The studio's side of the store: lessons a lecturer has not published (kept out of `db.lessons`, so every list,
 * search and the studio's public home show published lessons only, without each knowing about drafts), uploaded
 * files, each lesson's uploaded recording, and the create requests already answered (double submit).
 * Keyed by the store, so a reset (a new store) starts it afresh.
 */
type Shelf = {
  drafts: Map<number, LessonRecord>;
  media: Map<number, string>;
  uploads: Map<number, { type: string; bytes: Uint8Array<ArrayBuffer> }>;
  requests: Map<string, number>;
  /** Lessons made through the studio (seed lessons have the mock media already). */
  created: Set<number>;
};

const shelves = new WeakMap<MockDb, Shelf>();

export function shelfOf(db: MockDb): Shelf {
  let shelf = shelves.get(db);
  if (!shelf) {
    shelf = { drafts: new Map(), media: new Map(), uploads: new Map(), requests: new Map(), created: new Set() };
    shelves.set(db, shelf);
  }
  return shelf;
}

/** The viewer's lesson, published or not; undefined when it is not theirs. */
export function findOwnLesson(db: MockDb, viewer: UserRecord, lessonId: number): LessonRecord | undefined {
  const lesson = shelfOf(db).drafts.get(lessonId) ?? findLesson(db, lessonId);
  return lesson && lesson.studioId === viewer.studioId ? lesson : undefined;
}

export function lessonState(db: MockDb, lessonId: number): LessonState {
  return shelfOf(db).drafts.has(lessonId) ? 1 : 2;
}

/** Moves a lesson between the drafts and the published lessons. */
export function setLessonState(db: MockDb, lesson: LessonRecord, state: LessonState): void {
  const shelf = shelfOf(db);
  if (state === 2 && shelf.drafts.delete(lesson.lessonId)) db.lessons.push(lesson);
  if (state === 1 && !shelf.drafts.has(lesson.lessonId)) {
    db.lessons = db.lessons.filter((other) => other.lessonId !== lesson.lessonId);
    shelf.drafts.set(lesson.lessonId, lesson);
  }
}

/** The viewer's lessons, drafts included, newest first; with a column id only that column's. */
export function ownLessons(db: MockDb, viewer: UserRecord, cateId: number | null = null): LessonRecord[] {
  return [...db.lessons, ...shelfOf(db).drafts.values()]
    .filter((lesson) => lesson.studioId === viewer.studioId && (!cateId || lesson.cateId === cateId))
    .sort((a, b) => b.createTime - a.createTime || b.lessonId - a.lessonId);
}

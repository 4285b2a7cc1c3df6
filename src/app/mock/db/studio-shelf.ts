import type { LessonRecord, MockDb, UserRecord } from './types';
import { findLesson } from './views';
import { withdrawnLessons } from './withdrawn';

/**
 * A lesson's one state, for both studio screens (课程管理, 可上架课程): 1 草稿 (never published, nobody can buy it),
 * 2 已上架 (public: home, lists, search, the studio's home), 3 已下架 (published once; hidden from new buyers
 * everywhere, every buyer keeps it). 1 → 2 ⇄ 3; a published lesson never goes back to being a draft.
 */
export type LessonState = 1 | 2 | 3;

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
  // findLesson finds on-sale and withdrawn lessons; drafts live on the shelf.
  const lesson = shelfOf(db).drafts.get(lessonId) ?? findLesson(db, lessonId);
  return lesson && lesson.studioId === viewer.studioId ? lesson : undefined;
}

export function lessonState(db: MockDb, lessonId: number): LessonState {
  if (shelfOf(db).drafts.has(lessonId)) return 1;
  return withdrawnLessons(db).has(lessonId) ? 3 : 2;
}

/** Why a lesson cannot move to `state`, or null (a published lesson cannot become a draft again). */
export function stateChangeProblem(db: MockDb, lessonId: number, state: LessonState): string | null {
  const now = lessonState(db, lessonId);
  if (state === 1 && now !== 1) return '已发布的课程不能改回草稿，可以下架';
  if (state === 3 && now === 1) return '草稿还没有上架，无需下架';
  return null;
}

/** Moves a lesson to its new state: into the store (2) or out of it (1 the drafts, 3 the withdrawn lessons). */
export function setLessonState(db: MockDb, lesson: LessonRecord, state: LessonState): void {
  const { lessonId } = lesson;
  const shelf = shelfOf(db);
  const withdrawn = withdrawnLessons(db);
  shelf.drafts.delete(lessonId);
  withdrawn.delete(lessonId);
  db.lessons = db.lessons.filter((other) => other.lessonId !== lessonId);
  if (state === 1) shelf.drafts.set(lessonId, lesson);
  else if (state === 3) withdrawn.set(lessonId, lesson);
  else db.lessons.push(lesson);
}

/** The viewer's lessons in every state, newest first; with a column id only that column's. */
export function ownLessons(db: MockDb, viewer: UserRecord, cateId: number | null = null): LessonRecord[] {
  return [...db.lessons, ...withdrawnLessons(db).values(), ...shelfOf(db).drafts.values()]
    .filter((lesson) => lesson.studioId === viewer.studioId && (!cateId || lesson.cateId === cateId))
    .sort((a, b) => b.createTime - a.createTime || b.lessonId - a.lessonId);
}

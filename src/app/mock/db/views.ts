import type { ComboRecord, GoodsType, LessonRecord, MockDb, StudioRecord, UserRecord } from './types';
import { withdrawnLessons } from './withdrawn';

/** Answer shapes of docs/api.md, derived from store records. */
export type LessonCard = ReturnType<typeof toLessonCard>;

const unknownStudio: StudioRecord = { studioId: 0, studioName: '', ownerId: 0, studioState: 1 };

export function findUser(db: MockDb, userId: number): UserRecord | undefined {
  return db.users.find((user) => user.id === userId);
}

export function findStudio(db: MockDb, studioId: number): StudioRecord {
  return db.studios.find((studio) => studio.studioId === studioId) ?? unknownStudio;
}

/** A lesson on sale, or one taken off sale (已下架: its buyers keep it; db/withdrawn.ts). */
export function findLesson(db: MockDb, lessonId: number): LessonRecord | undefined {
  return db.lessons.find((lesson) => lesson.lessonId === lessonId) ?? withdrawnLessons(db).get(lessonId);
}

export function findCombo(db: MockDb, cateId: number): ComboRecord | undefined {
  return db.combos.find((combo) => combo.cateId === cateId);
}

/**
 * The record's fields an answer carries, and no others: the mock answers the documented shape, so a field a
 * record keeps for the mock's own use never reaches the app.
 */
function pick<T, K extends keyof T>(record: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = record[key];
  return picked;
}

const LESSON_CARD_FIELDS = [
  'lessonId',
  'lessonName',
  'lessonCoverUrl',
  'summary',
  'lessonType',
  'lessonPlayType',
  'lessonBeginTime',
  'lessonTimeTerm',
  'price',
  'originalPrice',
  'markType',
  'cateId',
  'groupId',
  'studioId',
  'learnNum',
] as const satisfies readonly (keyof LessonRecord)[];

const COMBO_CARD_FIELDS = [
  'cateId',
  'cateName',
  'cover',
  'summary',
  'comboType',
  'markType',
  'price',
  'originalPrice',
  'learnNum',
  'studioId',
] as const satisfies readonly (keyof ComboRecord)[];

function studioPeople(db: MockDb, studioId: number) {
  const studio = findStudio(db, studioId);
  return { studio, owner: findUser(db, studio.ownerId) };
}

/** With a viewer, `isBought` says whether they own it (bought, or in a column or package they bought). */
export function toLessonCard(db: MockDb, lesson: LessonRecord, viewer: UserRecord | null = null) {
  const { studio, owner } = studioPeople(db, lesson.studioId);
  return {
    ...pick(lesson, LESSON_CARD_FIELDS),
    studioName: studio.studioName,
    lecturerName: owner?.nickName ?? '',
    isBought: viewer && hasBoughtLesson(db, viewer.id, lesson.lessonId) ? 1 : 0,
  };
}

export function comboLessons(db: MockDb, combo: ComboRecord): LessonRecord[] {
  if (combo.comboType === 2) return db.lessons.filter((lesson) => lesson.cateId === combo.cateId);
  return combo.lessonIds.flatMap((lessonId) => findLesson(db, lessonId) ?? []);
}

export function toComboCard(db: MockDb, combo: ComboRecord, viewer: UserRecord | null = null) {
  const { studio, owner } = studioPeople(db, combo.studioId);
  return {
    ...pick(combo, COMBO_CARD_FIELDS),
    lessonCount: comboLessons(db, combo).length,
    studioName: studio.studioName,
    lecturerName: owner?.nickName ?? '',
    isBought: viewer && hasBoughtCombo(db, viewer.id, combo.cateId) ? 1 : 0,
  };
}

/** `Lecturer` of ComboDetail (docs/api.md names it without fields; this is the mock's reading). */
export function toLecturer(db: MockDb, studioId: number) {
  const { studio, owner } = studioPeople(db, studioId);
  return {
    lecturerId: owner?.id ?? 0,
    lecturerName: owner?.nickName ?? '',
    avatar: owner?.headimgurl ?? '',
    intro: owner?.intro ?? '',
    studioId: studio.studioId,
    studioName: studio.studioName,
  };
}

export function hasBoughtCombo(db: MockDb, userId: number, cateId: number): boolean {
  const combo = findCombo(db, cateId);
  return combo !== undefined && db.purchases.has(`${userId}:${combo.comboType}:${cateId}`);
}

/** A lesson is bought directly or through any column or package that holds it. */
export function hasBoughtLesson(db: MockDb, userId: number, lessonId: number): boolean {
  if (db.purchases.has(`${userId}:1:${lessonId}`)) return true;
  return db.combos.some(
    (combo) =>
      hasBoughtCombo(db, userId, combo.cateId) &&
      comboLessons(db, combo).some((lesson) => lesson.lessonId === lessonId),
  );
}

export function boughtLessons(db: MockDb, userId: number): LessonRecord[] {
  return [...db.lessons, ...withdrawnLessons(db).values()].filter((lesson) =>
    hasBoughtLesson(db, userId, lesson.lessonId),
  );
}

/** What an order or coupon is for: a lesson (1), a column (2) or a package (3), with its price now. */
export function findGoods(
  db: MockDb,
  goodsType: number,
  goodsId: number,
): { goodsType: GoodsType; price: number } | null {
  if (goodsType === 1) {
    // On sale only: a lesson taken off sale cannot be bought any more (drafts are not in the store at all).
    const lesson = db.lessons.find((other) => other.lessonId === goodsId);
    return lesson ? { goodsType: 1, price: lesson.price } : null;
  }
  const combo = findCombo(db, goodsId);
  if ((goodsType === 2 || goodsType === 3) && combo?.comboType === goodsType) return { goodsType, price: combo.price };
  return null;
}

export function hasBoughtGoods(db: MockDb, userId: number, goodsType: GoodsType, goodsId: number): boolean {
  return goodsType === 1 ? hasBoughtLesson(db, userId, goodsId) : hasBoughtCombo(db, userId, goodsId);
}

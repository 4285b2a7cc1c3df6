import { type SlideRecord, studioState } from './studio-home';
import { lessonState } from './studio-shelf';
import type { LessonRecord, MockDb, UserRecord } from './types';
import { findCombo, findLesson, findStudio, findUser, toComboCard, toLessonCard } from './views';

/** Answer shapes of docs/api.md "Designed for the studio home and slides", derived from the records. */

/** The studio's lessons on sale (已上架): drafts and withdrawn lessons are not in `db.lessons`. */
export function studioLessons(db: MockDb, studioId: number): LessonRecord[] {
  return db.lessons
    .filter((lesson) => lesson.studioId === studioId)
    .sort((a, b) => b.createTime - a.createTime || b.lessonId - a.lessonId);
}

export function studioColumns(db: MockDb, studioId: number) {
  return db.combos.filter((combo) => combo.comboType === 2 && combo.studioId === studioId);
}

/** What a slide opens, by its link; null when the lesson or column is gone or not the studio's. */
export function slideTarget(db: MockDb, studioId: number, linkType: number, linkId: number) {
  if (linkType === 1) {
    const lesson = findLesson(db, linkId);
    return lesson && lesson.studioId === studioId ? { name: lesson.lessonName, cover: lesson.lessonCoverUrl } : null;
  }
  const combo = linkType === 2 ? findCombo(db, linkId) : undefined;
  return combo && combo.comboType === 2 && combo.studioId === studioId
    ? { name: combo.cateName, cover: combo.cover }
    : null;
}

export function toSlide(db: MockDb, slide: SlideRecord) {
  return {
    slideId: slide.slideId,
    image: slide.image,
    title: slide.title,
    linkType: slide.linkType,
    linkId: slide.linkId,
    linkName: slideTarget(db, slide.studioId, slide.linkType, slide.linkId)?.name ?? '',
  };
}

export function studioSlides(db: MockDb, studioId: number) {
  return studioState()
    .slides.filter((slide) => slide.studioId === studioId)
    .map((slide) => toSlide(db, slide));
}

export function followKey(userId: number, studioId: number): string {
  return `${userId}:${studioId}`;
}

export function fansOf(db: MockDb, studioId: number): number {
  return [...db.follows].filter((key) => key.endsWith(`:${studioId}`)).length;
}

export function toStudioHome(db: MockDb, studioId: number, viewer: UserRecord) {
  const studio = findStudio(db, studioId);
  const owner = findUser(db, studio.ownerId);
  const listed = studioLessons(db, studioId);
  const columns = studioColumns(db, studioId);
  return {
    studioId,
    studioName: studio.studioName,
    studioState: studio.studioState,
    lecturerId: studio.ownerId,
    lecturerName: owner?.nickName ?? '',
    avatar: owner?.headimgurl ?? '',
    intro: owner?.intro ?? '',
    isFollowed: db.follows.has(followKey(viewer.id, studioId)) ? 1 : 0,
    isOwner: viewer.id === studio.ownerId ? 1 : 0,
    fansNum: fansOf(db, studioId),
    lessonCount: listed.length,
    columnCount: columns.length,
    slides: studioSlides(db, studioId),
    columns: columns.map((combo) => toComboCard(db, combo, viewer)),
  };
}

/** A lesson as the listing screens show it: the card with its one state (1 草稿, 2 已上架, 3 已下架) and terms. */
export function toListingLesson(db: MockDb, lesson: LessonRecord) {
  return {
    ...toLessonCard(db, lesson),
    lessonState: lessonState(db, lesson.lessonId),
    canDistribut: lesson.canDistribut,
    distributRate: lesson.distributRate,
    isDispense: lesson.isDispense,
    isExclusive: lesson.isExclusive,
    isDisplaySingle: lesson.isDisplaySingle,
    columnName: lesson.cateId ? (findCombo(db, lesson.cateId)?.cateName ?? '') : '',
  };
}

import type { LearnRecord, LessonRecord, MockDb, UserRecord } from '../db/types';
import {
  boughtLessons,
  findCombo,
  findLesson,
  findStudio,
  findUser,
  hasBoughtLesson,
  toComboCard,
  toLessonCard,
} from '../db/views';
import { apiGet, apiPost, loggedIn } from '../kit/endpoint';
import { intParam, readPaging, textParam, toPage } from '../kit/params';
import { fail, missingParam, ok } from '../kit/respond';

/** Lesson 31's full recording is missing on the static host (404): the player's error state with 重试. */
export const BROKEN_MEDIA_LESSON = 31;

/** Audio lessons play generated speech-like WAV, video lessons the committed WebM (src/app/mock/media). */
const mediaUrl = (lesson: LessonRecord, part: 'full' | 'try') => {
  if (part === 'full' && lesson.lessonId === BROKEN_MEDIA_LESSON)
    return `/mock-cdn/media/lesson-${lesson.lessonId}.mp3`;
  const extension = lesson.lessonType === 2 ? 'webm' : 'wav';
  return `/mock-cdn/media/lesson-${lesson.lessonId}${part === 'try' ? '-try' : ''}.${extension}`;
};

/** The lessons before and after this one in its column (by id), 0 when none: the player's prev/next. */
function neighbours(db: MockDb, lesson: LessonRecord): { prevId: number; nextId: number } {
  if (!lesson.cateId) return { prevId: 0, nextId: 0 };
  const ids = db.lessons
    .filter((other) => other.cateId === lesson.cateId)
    .map((other) => other.lessonId)
    .sort((a, b) => a - b);
  const at = ids.indexOf(lesson.lessonId);
  return { prevId: ids[at - 1] ?? 0, nextId: ids[at + 1] ?? 0 };
}

function matchesKeywords(db: MockDb, lesson: LessonRecord, keywords: string): boolean {
  const card = toLessonCard(db, lesson);
  return [card.lessonName, card.summary, card.lecturerName].some((text) => text.toLowerCase().includes(keywords));
}

/**
 * What a search finds: columns and packages first (name, summary, lecturer or studio), then lessons (name,
 * summary or lecturer), each with its `goodsType` (1 lesson, 2 column, 3 package) and the viewer's `isBought`.
 */
function searchResults(db: MockDb, keywords: string, viewer: UserRecord | null) {
  if (!keywords) return [];
  const combos = db.combos
    .map((combo) => toComboCard(db, combo, viewer))
    .filter((card) =>
      [card.cateName, card.summary, card.lecturerName, card.studioName].some((text) =>
        text.toLowerCase().includes(keywords),
      ),
    )
    .map((card) => ({ ...card, goodsType: card.comboType }));
  const lessons = db.lessons
    .filter((lesson) => matchesKeywords(db, lesson, keywords))
    .map((lesson) => ({ ...toLessonCard(db, lesson, viewer), goodsType: 1 as const }));
  return [...combos, ...lessons];
}

function learnOf(db: MockDb, viewer: UserRecord | null, lessonId: number) {
  return db.learns.find((learn) => viewer?.id === learn.userId && learn.lessonId === lessonId);
}

function roomDetail(db: MockDb, lesson: LessonRecord, viewer: UserRecord | null) {
  const studio = findStudio(db, lesson.studioId);
  const lecturer = findUser(db, studio.ownerId);
  const key = viewer ? `${viewer.id}:${lesson.lessonId}` : '';
  const isBought = viewer !== null && hasBoughtLesson(db, viewer.id, lesson.lessonId);
  const isOwner = viewer !== null && viewer.id === studio.ownerId;
  // A live lesson not held yet has no recording to play.
  const hasMedia = lesson.lessonTimeTerm > 0;
  const mayPlay = isBought || isOwner || lesson.price === 0;
  return {
    ...toLessonCard(db, lesson),
    isBought: isBought ? 1 : 0,
    isCollected: db.collections.has(key) ? 1 : 0,
    isSetLessonWarn: db.lessonWarns.has(key) ? 1 : 0,
    isStudy: learnOf(db, viewer, lesson.lessonId) ? 1 : 0,
    lessonUrl: mayPlay && hasMedia ? mediaUrl(lesson, 'full') : '',
    tryUrl: lesson.price > 0 && hasMedia ? mediaUrl(lesson, 'try') : '',
    content: lesson.content,
    studioState: studio.studioState,
    lecturerId: studio.ownerId,
    lecturerAvatar: lecturer?.headimgurl ?? '',
    commentNum: db.comments.filter((comment) => comment.lessonId === lesson.lessonId).length,
    ...neighbours(db, lesson),
    learnPosition: learnOf(db, viewer, lesson.lessonId)?.position ?? null,
  };
}

/**
 * The study list: lessons studied and lessons bought but not started, newest first (a lesson by when it was last
 * studied, else by when it was bought), so a lesson just bought shows at the top.
 */
function studyList(db: MockDb, userId: number) {
  const learns = db.learns.filter((learn) => learn.userId === userId).sort((a, b) => b.learnTime - a.learnTime);
  const studied = learns.flatMap((learn) => {
    const lesson = findLesson(db, learn.lessonId);
    return lesson ? [{ learn: learn as LearnRecord | null, lesson, time: learn.learnTime }] : [];
  });
  const unstarted = boughtLessons(db, userId)
    .filter((lesson) => !learns.some((learn) => learn.lessonId === lesson.lessonId))
    .map((lesson) => ({ learn: null, lesson, time: boughtAt(db, userId, lesson) }));
  return [...unstarted, ...studied].sort((a, b) => b.time - a.time);
}

/** When the lesson became the user's (its order, or the column's / package's), 0 when no order says. */
function boughtAt(db: MockDb, userId: number, lesson: LessonRecord): number {
  const times = db.orders
    .filter((order) => order.userId === userId && order.status === 'paid')
    .filter((order) =>
      order.goodsType === 1
        ? order.goodsId === lesson.lessonId
        : (findCombo(db, order.goodsId)?.lessonIds.includes(lesson.lessonId) ?? false) ||
          (order.goodsType === 2 && lesson.cateId === order.goodsId),
    )
    .map((order) => order.createTime);
  return Math.max(0, ...times);
}

export const lessonHandlers = [
  apiPost('/api/ls/keywords/findByKeywords', ({ db, params, viewer }) =>
    ok(
      toPage(
        searchResults(db, textParam(params, 'keywords').toLowerCase(), viewer),
        readPaging(params),
        (item) => item,
      ),
    ),
  ),
  apiGet('/api/ls/lesson/findStudioRoomDetail', ({ db, params, viewer }) => {
    const lessonId = intParam(params, 'lessonId');
    if (lessonId === null) return missingParam('lessonId');
    const lesson = findLesson(db, lessonId);
    return lesson ? ok(roomDetail(db, lesson, viewer)) : fail(2, '课程不存在');
  }),
  apiGet(
    '/api/ls/lesson/collectToggle',
    loggedIn(({ db, params, viewer }) => {
      const lessonId = intParam(params, 'lessonId');
      if (lessonId === null) return missingParam('lessonId');
      if (!findLesson(db, lessonId)) return fail(2, '课程不存在');
      const key = `${viewer.id}:${lessonId}`;
      const isCollected = !db.collections.has(key);
      if (isCollected) db.collections.add(key);
      else db.collections.delete(key);
      return ok({ lessonId, isCollected: isCollected ? 1 : 0 });
    }),
  ),
  apiGet(
    '/api/ls/lesson/learnLessonList',
    loggedIn(({ db, params, viewer }) => {
      const page = toPage(studyList(db, viewer.id), readPaging(params), ({ learn, lesson }) => ({
        ...toLessonCard(db, lesson, viewer),
        learnTime: learn?.learnTime ?? null,
        progress: learn?.progress ?? 0,
      }));
      // What the list has shown is no longer new: the study tab's dot counts only what it has not shown yet.
      for (const item of page.list) db.studySeen.add(`${viewer.id}:${item.lessonId}`);
      return ok(page);
    }),
  ),
  apiGet(
    '/api/recentlearn/addRecentLearn',
    loggedIn(({ db, params, viewer, now }) => {
      const lessonId = intParam(params, 'lessonId');
      if (lessonId === null) return missingParam('lessonId');
      if (!findLesson(db, lessonId)) return fail(2, '课程不存在');
      const progressParam = intParam(params, 'progress');
      const progress = progressParam === null ? null : Math.min(100, Math.max(0, progressParam));
      // Where playback stopped (whole seconds): the lesson's detail returns it as learnPosition, to resume there.
      const positionParam = intParam(params, 'position');
      const position = positionParam === null ? undefined : Math.max(0, positionParam);
      const record = db.learns.find((learn) => learn.userId === viewer.id && learn.lessonId === lessonId);
      if (record) {
        record.learnTime = now;
        if (progress !== null) record.progress = progress;
        if (position !== undefined) record.position = position;
      } else {
        db.learns.push({ userId: viewer.id, lessonId, learnTime: now, progress: progress ?? 0, position });
      }
      return ok(null);
    }),
  ),
  apiGet('/api/mine/recommendList', ({ db, params, viewer }) => {
    const notBought = db.lessons.filter((lesson) => !viewer || !hasBoughtLesson(db, viewer.id, lesson.lessonId));
    const popular = [...notBought].sort((a, b) => b.learnNum - a.learnNum);
    return ok(toPage(popular, readPaging(params), (lesson) => toLessonCard(db, lesson, viewer)));
  }),
  apiGet(
    '/api/study/badge',
    loggedIn(({ db, viewer }) => {
      const studied = new Set(db.learns.filter((learn) => learn.userId === viewer.id).map((learn) => learn.lessonId));
      const badgeNum = boughtLessons(db, viewer.id).filter(
        (lesson) => !studied.has(lesson.lessonId) && !db.studySeen.has(`${viewer.id}:${lesson.lessonId}`),
      ).length;
      return ok({ badgeNum });
    }),
  ),
];

import { type LessonDraft, readLessonDraft } from '../db/lesson-draft';
import { lessonContent, lessonCover } from '../db/seed-lessons';
import { takeId } from '../db/store';
import { findOwnLesson, lessonState, ownLessons, setLessonState, shelfOf } from '../db/studio-shelf';
import type { LessonRecord, MockDb, UserRecord } from '../db/types';
import { toLessonCard } from '../db/views';
import { apiGet, apiPost, loggedIn } from '../kit/endpoint';
import { verifiedLecturerOnly } from '../kit/lecturer-guard';
import { intParam, readPaging, textParam, toPage } from '../kit/params';
import { fail, ok } from '../kit/respond';
import { channelHandlers } from './studio-channel';
import { lessonManagementHandlers } from './studio-lesson';
import { uploadHandlers } from './studio-upload';

/** Checks a draft against the store; returns the reason it cannot be saved, or null. */
function draftProblem(db: MockDb, viewer: UserRecord, draft: LessonDraft): { code: number; msg: string } | null {
  if (draft.lessonName !== undefined && !draft.lessonName) return { code: 2, msg: '请填写课程名称' };
  if (draft.groupId !== undefined && !db.groups.some((group) => group.groupId === draft.groupId)) {
    return { code: 3, msg: '请选择课程分类' };
  }
  if (draft.price !== undefined && draft.price < 0) return { code: 4, msg: '价格不正确' };
  const ownColumn = (cateId: number) =>
    db.combos.some((combo) => combo.cateId === cateId && combo.comboType === 2 && combo.studioId === viewer.studioId);
  if (draft.cateId && !ownColumn(draft.cateId)) return { code: 6, msg: '专栏不存在' };
  return null;
}

function createLesson(viewer: UserRecord, draft: LessonDraft, now: number): LessonRecord {
  const lessonId = takeId('lesson');
  const lessonName = draft.lessonName ?? '';
  const summary = draft.summary ?? '';
  const cover = draft.lessonCoverUrl ?? lessonCover(lessonId);
  const lessonBeginTime = draft.lessonBeginTime ?? null;
  const cateId = draft.cateId ?? 0;
  return {
    lessonId,
    lessonName,
    lessonCoverUrl: cover,
    showCover: draft.showCover ?? cover,
    summary,
    content: draft.content || lessonContent(lessonId, lessonName, summary),
    lessonType: draft.lessonType ?? 1,
    lessonPlayType: draft.lessonPlayType ?? (lessonBeginTime ? 1 : 2),
    lessonBeginTime,
    lessonTimeTerm: 0,
    price: draft.price ?? 0,
    originalPrice: null,
    bargainEndTime: null,
    markType: cateId ? 2 : 1,
    cateId,
    groupId: draft.groupId ?? 0,
    studioId: viewer.studioId,
    learnNum: 0,
    createTime: now,
    commentOpen: 1,
    canDistribut: draft.canDistribut ?? 2,
    isDispense: draft.isDispense ?? 1,
    isExclusive: draft.isExclusive ?? 0,
    vip: draft.vip ?? 0,
    distributRate: draft.distributRate ?? 0,
    isDisplaySingle: draft.isDisplaySingle ?? 1,
    coursewarList: draft.coursewarList ?? [],
  };
}

export const studioHandlers = [
  apiPost(
    '/api/ls/lesson/save',
    loggedIn(
      verifiedLecturerOnly(({ db, params, viewer, now }) => {
        const draft = readLessonDraft(params);
        const lessonId = intParam(params, 'lessonId');
        const shelf = shelfOf(db);
        const requestId = textParam(params, 'requestId');
        // The same create sent twice (a double tap, a retry after a lost answer) makes one lesson.
        const known = requestId ? shelf.requests.get(`${viewer.id}:${requestId}`) : undefined;
        if (!lessonId && known) return ok({ lessonId: known });
        if (!lessonId) {
          if (!draft.lessonName) return fail(2, '请填写课程名称');
          if (draft.groupId === undefined) return fail(3, '请选择课程分类');
        }
        const problem = draftProblem(db, viewer, draft);
        if (problem) return fail(problem.code, problem.msg);
        const media = textParam(params, 'lessonUrl');
        if (!lessonId) {
          const lesson = createLesson(viewer, draft, now);
          db.lessons.push(lesson);
          // Absent = published at once (the existing backend's behaviour); the studio's form saves drafts (1).
          if (intParam(params, 'lessonState') === 1) setLessonState(db, lesson, 1);
          shelf.created.add(lesson.lessonId);
          if (media) shelf.media.set(lesson.lessonId, media);
          if (requestId) shelf.requests.set(`${viewer.id}:${requestId}`, lesson.lessonId);
          return ok({ lessonId: lesson.lessonId });
        }
        const lesson = findOwnLesson(db, viewer, lessonId);
        if (!lesson) return fail(5, '课程不存在或无权编辑');
        Object.assign(lesson, draft);
        if (draft.cateId !== undefined && lesson.markType !== 4) lesson.markType = draft.cateId ? 2 : 1;
        if (media) shelf.media.set(lessonId, media);
        return ok({ lessonId });
      }),
    ),
  ),
  apiGet(
    '/api/ls/studio/lessonList',
    loggedIn(
      verifiedLecturerOnly(({ db, params, viewer }) =>
        ok(
          toPage(ownLessons(db, viewer, intParam(params, 'cateId')), readPaging(params), (lesson) => ({
            ...toLessonCard(db, lesson),
            lessonState: lessonState(db, lesson.lessonId),
          })),
        ),
      ),
    ),
  ),
  ...lessonManagementHandlers,
  ...channelHandlers,
  ...uploadHandlers,
  apiPost(
    '/api/ls/studio/sendSmsCode',
    loggedIn(({ params }) =>
      /^1[3-9]\d{9}$/.test(textParam(params, 'mobile')) ? ok({ expireSeconds: 60 }) : fail(2, '手机号格式不正确'),
    ),
  ),
];

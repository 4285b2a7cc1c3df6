import { findOwnLesson, lessonState, setLessonState, shelfOf, stateChangeProblem } from '../db/studio-shelf';
import { apiGet, apiPost, loggedIn } from '../kit/endpoint';
import { verifiedLecturerOnly } from '../kit/lecturer-guard';
import { intParam } from '../kit/params';
import { fail, missingParam, ok } from '../kit/respond';

/** Courseware kinds: 1 images, 2 a document's pages (as images, in order). */
const COURSEWARE_TYPES = [1, 2];
const COURSEWARE_MAX = 50;

/** The lecturer's own lessons: the draft to edit, publishing, courseware (docs/api.md "Studio: lessons"). */
export const lessonManagementHandlers = [
  apiGet(
    '/api/ls/studio/lessonDetail',
    loggedIn(
      verifiedLecturerOnly(({ db, params, viewer }) => {
        const lessonId = intParam(params, 'lessonId');
        if (!lessonId) return missingParam('lessonId');
        const lesson = findOwnLesson(db, viewer, lessonId);
        if (!lesson) return fail(5, '课程不存在或无权编辑');
        const group = db.groups.find((item) => item.groupId === lesson.groupId);
        return ok({
          lessonId,
          lessonName: lesson.lessonName,
          lessonType: lesson.lessonType,
          lessonBeginTime: lesson.lessonPlayType === 1 ? lesson.lessonBeginTime : null,
          cateId: lesson.cateId,
          groupId: lesson.groupId,
          groupName: group?.groupName ?? '',
          price: lesson.price,
          vip: lesson.vip,
          summary: lesson.summary,
          content: lesson.content,
          cover: lesson.lessonCoverUrl,
          showCover: lesson.showCover,
          coursewarType: 1,
          coursewarList: lesson.coursewarList,
          canDistribut: lesson.canDistribut,
          distributRate: lesson.distributRate,
          isDispense: lesson.isDispense,
          isExclusive: lesson.isExclusive,
          isDisplaySingle: lesson.isDisplaySingle,
          lessonState: lessonState(db, lessonId),
          lessonUrl: shelfOf(db).media.get(lessonId) ?? '',
        });
      }),
    ),
  ),
  apiPost(
    '/api/ls/studio/lessonState',
    loggedIn(
      verifiedLecturerOnly(({ db, params, viewer }) => {
        const lessonId = intParam(params, 'lessonId');
        const state = intParam(params, 'lessonState');
        if (!lessonId) return missingParam('lessonId');
        if (state !== 1 && state !== 2 && state !== 3) return missingParam('lessonState');
        const lesson = findOwnLesson(db, viewer, lessonId);
        if (!lesson) return fail(5, '课程不存在或无权编辑');
        const problem = stateChangeProblem(db, lessonId, state);
        if (problem) return fail(8, problem);
        if (state === 2 && !lesson.lessonName) return fail(2, '请先填写课程名称');
        const shelf = shelfOf(db);
        const needsMedia = lesson.lessonPlayType === 2 && shelf.created.has(lessonId) && !shelf.media.has(lessonId);
        if (state === 2 && needsMedia) return fail(7, '录播课请先上传音视频');
        setLessonState(db, lesson, state);
        return ok({ lessonId, lessonState: state });
      }),
    ),
  ),
  apiPost(
    '/api/ls/studio/saveCourseware',
    loggedIn(
      verifiedLecturerOnly(({ db, params, viewer }) => {
        const lessonId = intParam(params, 'lessonId');
        if (!lessonId) return missingParam('lessonId');
        const lesson = findOwnLesson(db, viewer, lessonId);
        if (!lesson) return fail(5, '课程不存在或无权编辑');
        const type = intParam(params, 'coursewarType') ?? 1;
        if (!COURSEWARE_TYPES.includes(type)) return fail(8, '课件类型不正确');
        const list = params.getAll('coursewarList[]').filter(Boolean);
        if (list.length > COURSEWARE_MAX) return fail(9, `课件最多 ${COURSEWARE_MAX} 张`);
        lesson.coursewarList = list;
        return ok({ lessonId, coursewarType: type, coursewarList: list });
      }),
    ),
  ),
];

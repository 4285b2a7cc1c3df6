import { studioState } from '../db/studio-home';
import { findOwnLesson, lessonState, ownLessons } from '../db/studio-shelf';
import { fansOf, followKey, studioColumns, studioLessons, toListingLesson, toStudioHome } from '../db/studio-views';
import { findStudio, toLessonCard } from '../db/views';
import { apiGet, loggedIn } from '../kit/endpoint';
import { verifiedLecturerOnly } from '../kit/lecturer-guard';
import { intParam, readPaging, toPage } from '../kit/params';
import { fail, missingParam, ok } from '../kit/respond';
import { slideHandlers } from './studio-slides';

/** Designed calls of the studio home and listing (docs/api.md "Designed for the studio home and slides"). */
const STUDIO_NOT_FOUND = { code: 20, msg: '直播间不存在' } as const;

const homeHandlers = [
  apiGet(
    '/api/ls/studio/home',
    loggedIn(({ db, params, viewer }) => {
      const studioId = intParam(params, 'studioId');
      if (!studioId) return missingParam('studioId');
      if (!findStudio(db, studioId).studioId) return fail(STUDIO_NOT_FOUND.code, STUDIO_NOT_FOUND.msg);
      return ok(toStudioHome(db, studioId, viewer));
    }),
  ),
  apiGet(
    '/api/ls/studio/homeLessons',
    loggedIn(({ db, params, viewer }) => {
      const studioId = intParam(params, 'studioId');
      if (!studioId) return missingParam('studioId');
      if (!findStudio(db, studioId).studioId) return fail(STUDIO_NOT_FOUND.code, STUDIO_NOT_FOUND.msg);
      return ok(toPage(studioLessons(db, studioId), readPaging(params), (lesson) => toLessonCard(db, lesson, viewer)));
    }),
  ),
  apiGet(
    '/api/ls/studio/followToggle',
    loggedIn(({ db, params, viewer }) => {
      const studioId = intParam(params, 'studioId');
      if (!studioId) return missingParam('studioId');
      const studio = findStudio(db, studioId);
      if (!studio.studioId) return fail(STUDIO_NOT_FOUND.code, STUDIO_NOT_FOUND.msg);
      if (studio.ownerId === viewer.id) return fail(21, '不能关注自己的直播间');
      const key = followKey(viewer.id, studioId);
      if (db.follows.has(key)) db.follows.delete(key);
      else db.follows.add(key);
      return ok({ isFollowed: db.follows.has(key) ? 1 : 0, fansNum: fansOf(db, studioId) });
    }),
  ),
];

/** 可上架课程: the lecturer's lessons in every state, those not on sale first; 上架 / 下架 is POST lessonState. */
const listingHandlers = [
  apiGet(
    '/api/ls/studio/listingLessons',
    loggedIn(
      verifiedLecturerOnly(({ db, params, viewer }) => {
        const onSale = (lessonId: number) => Number(lessonState(db, lessonId) === 2);
        const mine = ownLessons(db, viewer).sort((a, b) => onSale(a.lessonId) - onSale(b.lessonId));
        return ok(toPage(mine, readPaging(params), (lesson) => toListingLesson(db, lesson)));
      }),
    ),
  ),
  apiGet(
    '/api/ls/studio/listingDetail',
    loggedIn(
      verifiedLecturerOnly(({ db, params, viewer }) => {
        const lesson = findOwnLesson(db, viewer, intParam(params, 'lessonId') ?? 0);
        if (!lesson) return fail(5, '课程不存在或无权编辑');
        return ok(toListingLesson(db, lesson));
      }),
    ),
  ),
];

/** Counts for the lecturer's hub (直播间管理). */
const hubHandlers = [
  apiGet(
    '/api/ls/studio/summary',
    loggedIn(
      verifiedLecturerOnly(({ db, viewer }) => {
        const lessons = ownLessons(db, viewer);
        return ok({
          studioId: viewer.studioId,
          studioName: findStudio(db, viewer.studioId).studioName,
          lessonCount: lessons.length,
          unlistedCount: lessons.filter((lesson) => lessonState(db, lesson.lessonId) !== 2).length,
          columnCount: studioColumns(db, viewer.studioId).length,
          slideCount: studioState().slides.filter((slide) => slide.studioId === viewer.studioId).length,
          fansNum: fansOf(db, viewer.studioId),
        });
      }),
    ),
  ),
];

export const studioHomeHandlers = [...homeHandlers, ...listingHandlers, ...hubHandlers, ...slideHandlers];

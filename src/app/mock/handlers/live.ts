import { findLesson, findUser } from '../db/views';
import { apiGet, apiPost, loggedIn } from '../kit/endpoint';
import { lecturerOnly } from '../kit/lecturer-guard';
import { intParam } from '../kit/params';
import { fail, missingParam, ok } from '../kit/respond';
import { dropRoom, mutedOf, recentSpeakers, setMuted } from '../live/rooms';
import { voiceMediaHandlers } from '../live/voice-media';

/**
 * The live room's HTTP side (docs/api.md "Live room socket"): the studio's mute list (setting/userSay, shared with
 * the socket's mute), the reminder of a lesson not started, and the mock-only connection drop for tests.
 */
export const liveHandlers = [
  ...voiceMediaHandlers,
  apiGet(
    '/api/ls/studio/userSay/list',
    loggedIn(
      lecturerOnly(({ db, viewer }) =>
        ok({
          list: mutedOf(viewer.studioId).map(({ userId, muteTime }) => {
            const user = findUser(db, userId);
            return { userId, userNickName: user?.nickName ?? '', userHeadImg: user?.headimgurl ?? '', muteTime };
          }),
        }),
      ),
    ),
  ),
  apiGet(
    '/api/ls/studio/userSay/recent',
    loggedIn(lecturerOnly(({ viewer }) => ok({ list: recentSpeakers(viewer.studioId) }))),
  ),
  apiPost(
    '/api/ls/studio/userSay/mute',
    loggedIn(
      lecturerOnly(({ db, params, viewer, now }) => {
        const userId = intParam(params, 'userId');
        const isMute = intParam(params, 'isMute');
        if (userId === null) return missingParam('userId');
        if (isMute !== 0 && isMute !== 1) return missingParam('isMute');
        if (!findUser(db, userId) || userId === viewer.id) return fail(2, '用户不存在');
        setMuted(viewer.studioId, userId, isMute === 1, now);
        return ok({ userId, isMute });
      }),
    ),
  ),
  apiGet(
    '/api/ls/lesson/setLessonWarn',
    loggedIn(({ db, params, viewer }) => {
      const lessonId = intParam(params, 'lessonId');
      if (lessonId === null) return missingParam('lessonId');
      if (!findLesson(db, lessonId)) return fail(2, '课程不存在');
      const key = `${viewer.id}:${lessonId}`;
      const on = intParam(params, 'isSetLessonWarn') !== 0;
      if (on) db.lessonWarns.add(key);
      else db.lessonWarns.delete(key);
      return ok({ lessonId, isSetLessonWarn: on ? 1 : 0 });
    }),
  ),
  apiPost('/__mock/live/drop', ({ params }) => {
    const lessonId = intParam(params, 'lessonId');
    return lessonId === null ? missingParam('lessonId') : ok({ dropped: dropRoom(lessonId) });
  }),
];

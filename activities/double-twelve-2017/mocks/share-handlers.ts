import {
  apiGet,
  apiPost,
  fail,
  findUser,
  loggedIn,
  type MockDb,
  missingParam,
  ok,
  textParam,
} from '../../../src/app/mock';
import { ownerOf, ranking, shareCodeOf } from './share-codes';
import { getState } from './state';

const TOP = 20;

function person(db: MockDb, userId: number) {
  const user = findUser(db, userId);
  return { nickName: user?.nickName ?? '', avatar: user?.headimgurl ?? '' };
}

function placeOf(userId: number) {
  const list = ranking(getState());
  const index = list.findIndex((entry) => entry.userId === userId);
  return { rank: index < 0 ? null : index + 1, visits: list[index]?.visits ?? 0 };
}

export const shareHandlers = [
  apiGet(
    '/api/active/d12/shareInfo',
    loggedIn(({ db, viewer }) =>
      ok({ shareCode: shareCodeOf(getState(), viewer.id), ...person(db, viewer.id), ...placeOf(viewer.id) }),
    ),
  ),
  apiGet(
    '/api/active/d12/sharer',
    loggedIn(({ db, params }) => {
      const code = textParam(params, 'shareCode');
      if (!code) return missingParam('shareCode');
      const userId = ownerOf(getState(), code);
      return ok(userId === null ? null : { userId, ...person(db, userId) });
    }),
  ),
  apiPost(
    '/api/active/d12/visit',
    loggedIn(({ params, viewer, now }) => {
      const code = textParam(params, 'shareCode');
      if (!code) return missingParam('shareCode');
      const state = getState();
      const sharerId = ownerOf(state, code);
      if (sharerId === null) return fail(2, '邀请链接无效');
      const seen = state.visits.some((visit) => visit.sharerId === sharerId && visit.visitorId === viewer.id);
      if (sharerId === viewer.id || seen) return ok({ counted: 0 });
      state.visits.push({ sharerId, visitorId: viewer.id, time: now });
      return ok({ counted: 1 });
    }),
  ),
  apiGet(
    '/api/active/d12/shareRank',
    loggedIn(({ db, viewer }) => {
      const list = ranking(getState())
        .slice(0, TOP)
        .map((entry, index) => ({ rank: index + 1, ...person(db, entry.userId), visits: entry.visits }));
      return ok({ list, mine: { ...placeOf(viewer.id), ...person(db, viewer.id) } });
    }),
  ),
];

import { shelfOf } from '../db/studio-shelf';
import type { ComboRecord, Flag, MockDb, UserRecord } from '../db/types';
import { findCombo, toComboCard } from '../db/views';
import { apiGet, apiPost, loggedIn } from '../kit/endpoint';
import { verifiedLecturerOnly } from '../kit/lecturer-guard';
import { intParam, readPaging, textParam, toPage } from '../kit/params';
import { fail, missingParam, ok } from '../kit/respond';

/** The viewer's column, or undefined (someone else's, a package, none). */
function ownColumn(db: MockDb, viewer: UserRecord, cateId: number): ComboRecord | undefined {
  const combo = findCombo(db, cateId);
  return combo?.comboType === 2 && combo.studioId === viewer.studioId ? combo : undefined;
}

const asFlag = (value: number | null, fallback: Flag): Flag => (value === null ? fallback : value === 1 ? 1 : 0);

/** The viewer's columns (Category of spec §3): list, detail to edit, create / update (docs/api.md "Studio: columns"). */
export const channelHandlers = [
  apiGet(
    '/api/ls/studio/channelList',
    loggedIn(
      verifiedLecturerOnly(({ db, params, viewer }) => {
        const mine = db.combos
          .filter((combo) => combo.comboType === 2 && combo.studioId === viewer.studioId)
          .sort((a, b) => b.cateId - a.cateId);
        return ok(toPage(mine, readPaging(params), (combo) => toComboCard(db, combo)));
      }),
    ),
  ),
  apiGet(
    '/api/ls/studio/channelDetail',
    loggedIn(
      verifiedLecturerOnly(({ db, params, viewer }) => {
        const cateId = intParam(params, 'cateId');
        if (!cateId) return missingParam('cateId');
        const combo = ownColumn(db, viewer, cateId);
        if (!combo) return fail(6, '专栏不存在');
        const { cover, showCover, cateName, summary, groupId, vip, price, canDistribut, isDispense, isExclusive } =
          combo;
        return ok({
          ...{ cateId, cover, showCover, cateName, summary, groupId, vip, price, canDistribut, isDispense },
          ...{ isExclusive, content: combo.content, lessonCount: toComboCard(db, combo).lessonCount },
        });
      }),
    ),
  ),
  apiPost(
    '/api/ls/studio/channelSave',
    loggedIn(
      verifiedLecturerOnly(({ db, params, viewer }) => {
        const cateId = intParam(params, 'cateId');
        const shelf = shelfOf(db);
        const requestKey = `${viewer.id}:channel:${textParam(params, 'requestId')}`;
        const known = !cateId && textParam(params, 'requestId') ? shelf.requests.get(requestKey) : undefined;
        if (known) return ok({ cateId: known });
        const existing = cateId ? ownColumn(db, viewer, cateId) : undefined;
        if (cateId && !existing) return fail(6, '专栏不存在');
        const has = (name: string) => params.has(name);
        const cateName = textParam(params, 'cateName');
        if ((!existing || has('cateName')) && !cateName) return fail(2, '请填写专栏名称');
        const price = intParam(params, 'price');
        if (has('price') && (price === null || price < 0)) return fail(4, '价格不正确');
        const groupId = intParam(params, 'groupId');
        if (has('groupId') && !db.groups.some((group) => group.groupId === groupId)) return fail(3, '请选择课程分类');
        const combo: ComboRecord = existing ?? {
          cateId: Math.max(0, ...db.combos.map((item) => item.cateId)) + 1,
          ...{ cateName, cover: '', showCover: '', summary: '', content: '', comboType: 2, markType: 2 },
          ...{ price: 0, originalPrice: null, learnNum: 0, studioId: viewer.studioId, groupId: groupId ?? 0 },
          ...{ vip: 0, canDistribut: 2, isDispense: 1, isExclusive: 0, lessonIds: [] },
        };
        for (const key of ['cateName', 'summary', 'content'] as const)
          if (has(key)) combo[key] = textParam(params, key);
        if (has('cover')) combo.cover = textParam(params, 'cover') || `/mock-cdn/cover/combo-${combo.cateId}.svg`;
        if (!combo.cover) combo.cover = `/mock-cdn/cover/combo-${combo.cateId}.svg`;
        combo.showCover = textParam(params, 'showCover') || combo.cover;
        if (price !== null) combo.price = price;
        if (groupId) combo.groupId = groupId;
        const canDistribut = intParam(params, 'canDistribut');
        if (canDistribut !== null) combo.canDistribut = canDistribut;
        combo.vip = asFlag(intParam(params, 'vip'), combo.vip);
        combo.isDispense = asFlag(intParam(params, 'isDispense'), combo.isDispense);
        combo.isExclusive = asFlag(intParam(params, 'isExclusive'), combo.isExclusive);
        if (!existing) {
          db.combos.push(combo);
          if (textParam(params, 'requestId')) shelf.requests.set(requestKey, combo.cateId);
        }
        return ok({ cateId: combo.cateId });
      }),
    ),
  ),
];

import { comboLessons, findCombo, hasBoughtCombo, toComboCard, toLecturer, toLessonCard } from '../db/views';
import { apiGet } from '../kit/endpoint';
import { intParam } from '../kit/params';
import { fail, missingParam, ok } from '../kit/respond';

export const comboHandlers = [
  apiGet('/api/combo/detail', ({ db, params, viewer }) => {
    const cateId = intParam(params, 'cateId');
    if (cateId === null) return missingParam('cateId');
    const combo = findCombo(db, cateId);
    if (!combo) return fail(2, '专栏不存在');
    return ok({
      ...toComboCard(db, combo),
      showCover: combo.showCover,
      content: combo.content,
      groupId: combo.groupId,
      vip: combo.vip,
      canDistribut: combo.canDistribut,
      isDispense: combo.isDispense,
      isExclusive: combo.isExclusive,
      isBought: viewer && hasBoughtCombo(db, viewer.id, cateId) ? 1 : 0,
      lecturer: toLecturer(db, combo.studioId),
      lessons: comboLessons(db, combo).map((lesson) => toLessonCard(db, lesson, viewer)),
    });
  }),
];

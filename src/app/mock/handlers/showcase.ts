import { findLesson, toLessonCard } from '../db/views';
import { apiGet } from '../kit/endpoint';
import { intParam, readPaging, toPage } from '../kit/params';
import { fail, missingParam, ok } from '../kit/respond';

/** Topics, the invite campaign, quiz papers and the customer-service switch. */
export const showcaseHandlers = [
  apiGet('/api/topic/list', ({ db, params }) =>
    ok(
      toPage(db.topics, readPaging(params), ({ topicId, title, cover, summary, lessonIds }) => ({
        topicId,
        title,
        cover,
        summary,
        lessonCount: lessonIds.length,
      })),
    ),
  ),
  apiGet('/api/topic/pageDetail', ({ db, params }) => {
    const topicId = intParam(params, 'topicId');
    if (topicId === null) return missingParam('topicId');
    const topic = db.topics.find((item) => item.topicId === topicId);
    if (!topic) return fail(2, '专题不存在');
    const { lessonIds, ...fields } = topic;
    const lessons = lessonIds.flatMap((lessonId) => findLesson(db, lessonId) ?? []);
    return ok({ ...fields, lessons: lessons.map((lesson) => toLessonCard(db, lesson)) });
  }),
  apiGet('/api/active/getJyInviteActive', ({ db, viewer }) =>
    ok({ ...db.invite, inviteNum: viewer ? (db.inviteCounts.get(viewer.id) ?? 0) : 0 }),
  ),
  apiGet('/api/question/index', ({ db, params, viewer }) => {
    const paperId = intParam(params, 'paperId');
    if (paperId === null) return missingParam('paperId');
    const paper = db.papers.find((item) => item.paperId === paperId);
    if (!paper) return fail(2, '测评不存在');
    const isBought = viewer !== null && db.paperPurchases.has(`${viewer.id}:${paperId}`);
    return ok({ ...paper, isBought: isBought ? 1 : 0 });
  }),
  apiGet('/api/config/activitySwitch', () => ok({ meiqiaSwitch: 1 })),
];

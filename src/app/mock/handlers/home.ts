import type { LessonRecord, MockDb, UserRecord } from '../db/types';
import { findCombo, findLesson, hasBoughtGoods, toLessonCard } from '../db/views';
import { apiGet } from '../kit/endpoint';
import { intParam, readPaging, toPage } from '../kit/params';
import { missingParam, ok } from '../kit/respond';

const newestFirst = (a: LessonRecord, b: LessonRecord) => b.createTime - a.createTime;

function choiceItems(db: MockDb, viewer: UserRecord | null) {
  return db.choices.flatMap(({ goodsType, goodsId, summary }) => {
    const item = goodsType === 1 ? findLesson(db, goodsId) : findCombo(db, goodsId);
    if (!item) return [];
    const title = 'lessonName' in item ? item.lessonName : item.cateName;
    const cover = 'lessonCoverUrl' in item ? item.lessonCoverUrl : item.cover;
    const { price, originalPrice, learnNum, markType } = item;
    const isBought = viewer && hasBoughtGoods(db, viewer.id, goodsType, goodsId) ? 1 : 0;
    return [{ goodsType, goodsId, title, cover, summary, price, originalPrice, learnNum, markType, isBought }];
  });
}

function lessonGroups(db: MockDb) {
  return db.groups.map((group) => ({
    ...group,
    lessonCount: db.lessons.filter((lesson) => lesson.groupId === group.groupId).length,
  }));
}

/** A paged lesson list: `pick` chooses and orders the lessons. */
function lessonList(path: string, pick: (lessons: LessonRecord[]) => LessonRecord[]) {
  return apiGet(path, ({ db, params, viewer }) =>
    ok(toPage(pick(db.lessons), readPaging(params), (lesson) => toLessonCard(db, lesson, viewer))),
  );
}

export const homeHandlers = [
  apiGet('/api/config/banner.html', ({ db }) => ok(db.banners)),
  apiGet('/api/newhome/choiceList', ({ db, viewer }) => ok(choiceItems(db, viewer))),
  apiGet('/api/lesson/lessonGroup', ({ db }) => ok(lessonGroups(db))),
  apiGet('/api/lesson/lessonGroup.html', ({ db }) => ok(lessonGroups(db))),
  lessonList('/api/newhome/newestLessonList', (lessons) => [...lessons].sort(newestFirst)),
  lessonList('/api/newhome/freeLessonList', (lessons) =>
    lessons.filter((lesson) => lesson.price === 0).sort(newestFirst),
  ),
  lessonList('/api/newhome/priceLowerTwentyList', (lessons) =>
    lessons.filter((lesson) => lesson.price > 0 && lesson.price < 2000).sort((a, b) => a.price - b.price),
  ),
  apiGet('/api/newhome/lessonListByGroupId', ({ db, params, viewer }) => {
    const groupId = intParam(params, 'groupId');
    if (groupId === null) return missingParam('groupId');
    const lessons = db.lessons.filter((lesson) => lesson.groupId === groupId).sort(newestFirst);
    return ok(toPage(lessons, readPaging(params), (lesson) => toLessonCard(db, lesson, viewer)));
  }),
  apiGet('/api/newhome/limitedTimeBargain', ({ db, params, now, viewer }) => {
    const onSale = db.lessons
      .filter((lesson) => lesson.bargainEndTime !== null && lesson.bargainEndTime > now)
      .sort((a, b) => (a.bargainEndTime ?? 0) - (b.bargainEndTime ?? 0));
    return ok(
      toPage(onSale, readPaging(params), (lesson) => ({
        ...toLessonCard(db, lesson, viewer),
        bargainEndTime: lesson.bargainEndTime,
      })),
    );
  }),
];

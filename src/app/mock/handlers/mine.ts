import { findTemplate } from '../db/coupon-rules';
import type { MockDb, OrderRecord } from '../db/types';
import { findCombo, findLesson, toLecturer, toLessonCard } from '../db/views';
import { apiGet, loggedIn } from '../kit/endpoint';
import { readPaging, toPage } from '../kit/params';
import { ok } from '../kit/respond';

/** Designed calls of 我的 (docs/api.md "Designed for 我的"): collected lessons, followed lecturers, buy records. */

/** The ids after `${userId}:` in a set of keys, newest (last added) first. */
function idsOf(keys: Set<string>, userId: number): number[] {
  const prefix = `${userId}:`;
  return [...keys]
    .filter((key) => key.startsWith(prefix))
    .map((key) => Number(key.slice(prefix.length)))
    .reverse();
}

function followedLecturer(db: MockDb, studioId: number) {
  const latest = db.lessons
    .filter((lesson) => lesson.studioId === studioId)
    .sort((a, b) => b.createTime - a.createTime)[0];
  return {
    ...toLecturer(db, studioId),
    lessonCount: db.lessons.filter((lesson) => lesson.studioId === studioId).length,
    latestLesson: latest ? { lessonId: latest.lessonId, lessonName: latest.lessonName } : null,
  };
}

function buyRecord(db: MockDb, order: OrderRecord) {
  const lesson = order.goodsType === 1 ? findLesson(db, order.goodsId) : undefined;
  const combo = order.goodsType === 1 ? undefined : findCombo(db, order.goodsId);
  const coupon = db.userCoupons.find((record) => record.couponUserId === order.couponUserId);
  return {
    orderNo: order.orderNo,
    goodsType: order.goodsType,
    goodsId: order.goodsId,
    title: lesson?.lessonName ?? combo?.cateName ?? '',
    cover: lesson?.lessonCoverUrl ?? combo?.cover ?? '',
    price: lesson?.price ?? combo?.price ?? order.payAmount,
    payAmount: order.payAmount,
    couponTitle: (coupon && findTemplate(db, coupon.couponId)?.title) ?? '',
    payTime: order.createTime,
  };
}

export const mineHandlers = [
  apiGet(
    '/api/mine/collectList',
    loggedIn(({ db, params, viewer }) => {
      const lessons = idsOf(db.collections, viewer.id).flatMap((lessonId) => findLesson(db, lessonId) ?? []);
      return ok(toPage(lessons, readPaging(params), (lesson) => toLessonCard(db, lesson)));
    }),
  ),
  apiGet(
    '/api/mine/attentList',
    loggedIn(({ db, params, viewer }) =>
      ok(toPage(idsOf(db.follows, viewer.id), readPaging(params), (studioId) => followedLecturer(db, studioId))),
    ),
  ),
  apiGet(
    '/api/mine/buyRecordList',
    loggedIn(({ db, params, viewer }) => {
      const paid = db.orders
        .filter((order) => order.userId === viewer.id && order.status === 'paid')
        .sort((a, b) => b.createTime - a.createTime);
      return ok(toPage(paid, readPaging(params), (order) => buyRecord(db, order)));
    }),
  ),
];

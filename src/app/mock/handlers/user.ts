import { couponStatus, findTemplate } from '../db/coupon-rules';
import type { MockDb, UserRecord } from '../db/types';
import { apiGet, loggedIn } from '../kit/endpoint';
import { ok } from '../kit/respond';

export function toUserinfo(user: UserRecord) {
  const { id, userName, nickName, headimgurl, openId, unionid, sex, city, province, country, thirdAuthType } = user;
  return { id, userName, nickName, headimgurl, openId, unionid, sex, city, province, country, thirdAuthType };
}

function usableCouponCount(db: MockDb, userId: number, now: number): number {
  return db.userCoupons.filter((record) => {
    const template = findTemplate(db, record.couponId);
    return record.userId === userId && template !== undefined && couponStatus(template, record, now) === 1;
  }).length;
}

/** The next live lesson of the user's studio that has not begun, as the "next session" hint. */
function nextStudioTime(db: MockDb, user: UserRecord, now: number): number | null {
  const upcoming = db.lessons
    .filter((lesson) => user.studioId !== 0 && lesson.studioId === user.studioId)
    .flatMap((lesson) =>
      lesson.lessonBeginTime !== null && lesson.lessonBeginTime > now ? lesson.lessonBeginTime : [],
    );
  return upcoming.length ? Math.min(...upcoming) : null;
}

function lecturerProfile(db: MockDb, user: UserRecord, now: number) {
  const countOf = (keys: Set<string>) => [...keys].filter((key) => key.startsWith(`${user.id}:`)).length;
  return {
    userId: user.id,
    userNickName: user.nickName,
    userImg: user.headimgurl,
    userMobile: user.mobile,
    accountMoney: db.wallets.find((wallet) => wallet.userId === user.id)?.availableAmt ?? 0,
    cardCounts: usableCouponCount(db, user.id, now),
    collectCounts: countOf(db.collections),
    watchCounts: db.learns.filter((learn) => learn.userId === user.id).length,
    isLecturer: user.isLecturer,
    realNameAuth: user.realNameAuth,
    nextStudioTime: nextStudioTime(db, user, now),
    studioId: user.studioId,
    intro: user.intro,
  };
}

export const userHandlers = [
  apiGet(
    '/api/user/getUserInfo',
    loggedIn(({ viewer }) => ok(toUserinfo(viewer))),
  ),
  apiGet(
    '/api/userCenter/userInfo',
    loggedIn(({ db, viewer, now }) => ok(lecturerProfile(db, viewer, now))),
  ),
];

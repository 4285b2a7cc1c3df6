import { seedCombos } from './seed-combos';
import { seedCommentLikes, seedComments } from './seed-comments';
import { seedCouponTemplates, seedUserCoupons } from './seed-coupons';
import { seedGroups, seedLessons } from './seed-lessons';
import { seedPapers } from './seed-papers';
import { seedBanners, seedChoices, seedInvite, seedTopics } from './seed-showcase';
import { DEMO_USER_IDS, FIRST_VISITOR_ID, seedStudios, seedUsers } from './seed-users';
import { seedWalletEntries, seedWallets } from './seed-wallet';
import { HOUR } from './time';
import type { LearnRecord, MockDb } from './types';

const { learner } = DEMO_USER_IDS;

/** What the learner has done: bought column 2 and three single lessons, studied some, collected some. */
const learnerPurchases = ['2:2', '1:16', '1:24', '1:36'];
const learnerStudy: [lessonId: number, progress: number, hoursAgo: number][] = [
  [11, 45, 1],
  [7, 30, 3],
  [16, 80, 24],
  [9, 100, 48],
  [33, 10, 120],
];

const nextId = (ids: number[]) => Math.max(0, ...ids) + 1;

/** A fresh store. `now` anchors every relative time (coupon expiry, live lesson start…). */
export function createSeedDb(now: number): MockDb {
  const lessons = seedLessons(now);
  const comments = seedComments(now);
  const userCoupons = seedUserCoupons();
  const walletEntries = seedWalletEntries(now);
  const learns: LearnRecord[] = learnerStudy.map(([lessonId, progress, hoursAgo]) => ({
    userId: learner,
    lessonId,
    progress,
    learnTime: now - hoursAgo * HOUR,
  }));
  return {
    now,
    users: seedUsers(),
    studios: seedStudios(),
    groups: seedGroups(),
    lessons,
    combos: seedCombos(),
    couponTemplates: seedCouponTemplates(now),
    userCoupons,
    comments,
    commentLikes: new Set(seedCommentLikes()),
    collections: new Set([3, 6, 13, 27, 37].map((lessonId) => `${learner}:${lessonId}`)),
    lessonWarns: new Set([28, 15].map((lessonId) => `${learner}:${lessonId}`)),
    purchases: new Set(learnerPurchases.map((goods) => `${learner}:${goods}`)),
    paperPurchases: new Set([`${learner}:2`]),
    orders: [],
    learns,
    wallets: seedWallets(),
    walletEntries,
    topics: seedTopics(),
    banners: seedBanners(),
    choices: seedChoices(),
    papers: seedPapers(),
    invite: seedInvite(now),
    inviteCounts: new Map([[learner, 2]]),
    pvuvEvents: [],
    sequence: {
      user: FIRST_VISITOR_ID,
      lesson: nextId(lessons.map((lesson) => lesson.lessonId)),
      comment: nextId(comments.map((comment) => comment.commentId)),
      couponUser: nextId(userCoupons.map((coupon) => coupon.couponUserId)),
      order: 1,
      walletEntry: nextId(walletEntries.map((entry) => entry.recordId)),
    },
  };
}

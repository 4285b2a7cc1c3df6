import { applyPromotionFlags } from './promotion';
import { seedCombos } from './seed-combos';
import { seedCommentLikes, seedComments } from './seed-comments';
import { seedCouponTemplates, seedUserCoupons } from './seed-coupons';
import { seedJourneys } from './seed-journeys';
import { seedGroups, seedLessons } from './seed-lessons';
import { seedPapers } from './seed-papers';
import { seedPromotedSales } from './seed-promotion';
import { seedBanners, seedChoices, seedInvite, seedTopics } from './seed-showcase';
import { DEMO_USER_IDS, FIRST_VISITOR_ID, seedStudios, seedUsers } from './seed-users';
import { seedSales, seedWalletEntries, seedWallets } from './seed-wallet';
import type { MockDb } from './types';
import { withdrawSeedLessons } from './withdrawn';

const { learner } = DEMO_USER_IDS;

const nextId = (ids: number[]) => Math.max(0, ...ids) + 1;

/** A fresh store. `now` anchors every relative time (coupon expiry, live lesson start…). */
export function createSeedDb(now: number): MockDb {
  const lessons = seedLessons(now);
  const comments = seedComments(now);
  const userCoupons = seedUserCoupons();
  const walletEntries = seedWalletEntries(now);
  const journeys = seedJourneys(now);
  const combos = seedCombos();
  const sales = [...seedSales(now), ...seedPromotedSales(now)];
  applyPromotionFlags(lessons, combos);
  return withdrawSeedLessons({
    now,
    users: seedUsers(),
    studios: seedStudios(),
    groups: seedGroups(),
    lessons,
    combos,
    couponTemplates: seedCouponTemplates(now),
    userCoupons,
    comments,
    commentLikes: new Set(seedCommentLikes()),
    collections: journeys.collections,
    follows: journeys.follows,
    studySeen: new Set(),
    lessonWarns: new Set([28, 15].map((lessonId) => `${learner}:${lessonId}`)),
    purchases: new Set([...journeys.purchases, ...sales.map((o) => `${o.userId}:${o.goodsType}:${o.goodsId}`)]),
    paperPurchases: new Set([`${learner}:2`]),
    orders: [...journeys.orders, ...sales],
    learns: journeys.learns,
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
  });
}

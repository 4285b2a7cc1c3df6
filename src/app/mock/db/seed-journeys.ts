import { DEMO_USER_IDS } from './seed-users';
import { DAY, HOUR } from './time';
import type { GoodsType, LearnRecord, OrderRecord } from './types';

/**
 * What each demo identity has done as a learner: bought, studied (with progress), collected, followed. Every
 * purchase has its paid order (the buy records), priced as it was paid, with the coupon used if any.
 */
type Journey = {
  userId: number;
  /** goodsType, goodsId, fen paid, days ago, the user's coupon (couponUserId) spent on it */
  bought: [GoodsType, number, number, number, number?][];
  /** lessonId, progress %, hours ago */
  studied: [number, number, number][];
  collected: number[];
  /** studio ids */
  followed: number[];
};

const { learner, pendingLecturer, verifiedLecturer } = DEMO_USER_IDS;

const journeys: Journey[] = [
  {
    userId: learner,
    // Column 2 (¥59.00) with the used 9 折 coupon (couponUserId 4): ¥53.10.
    bought: [
      [2, 2, 5310, 20, 4],
      [1, 16, 1590, 10],
      [1, 24, 990, 5],
      [1, 36, 1990, 2],
    ],
    studied: [
      [11, 45, 1],
      [7, 30, 3],
      [16, 80, 24],
      [9, 100, 48],
      [33, 10, 120],
    ],
    collected: [3, 6, 13, 27, 37],
    followed: [3, 6, 2],
  },
  {
    userId: pendingLecturer,
    bought: [[1, 6, 2990, 7]],
    studied: [
      [6, 60, 2],
      [4, 100, 30],
    ],
    collected: [8, 20],
    followed: [1, 4],
  },
  {
    userId: verifiedLecturer,
    bought: [
      [1, 34, 1990, 12],
      [3, 7, 3990, 4],
    ],
    studied: [
      [34, 70, 5],
      [29, 25, 26],
    ],
    collected: [13, 38],
    followed: [2, 6],
  },
];

export function seedJourneys(now: number) {
  const orders: OrderRecord[] = journeys.flatMap(({ userId, bought }) =>
    bought.map(([goodsType, goodsId, payAmount, daysAgo, couponUserId], index) => {
      const createTime = now - daysAgo * DAY - (index + 1) * HOUR;
      return {
        orderNo: `WK${createTime}${String(userId * 100 + index).padStart(4, '0')}`,
        userId,
        goodsType,
        goodsId,
        payAmount,
        couponUserId: couponUserId ?? null,
        status: 'paid' as const,
        createTime,
      };
    }),
  );
  const learns: LearnRecord[] = journeys.flatMap(({ userId, studied }) =>
    studied.map(([lessonId, progress, hoursAgo]) => ({ userId, lessonId, progress, learnTime: now - hoursAgo * HOUR })),
  );
  const keys = (pick: (journey: Journey) => (string | number)[]) =>
    new Set(journeys.flatMap((journey) => pick(journey).map((item) => `${journey.userId}:${item}`)));
  return {
    orders,
    learns,
    purchases: keys(({ bought }) => bought.map(([goodsType, goodsId]) => `${goodsType}:${goodsId}`)),
    collections: keys(({ collected }) => collected),
    follows: keys(({ followed }) => followed),
  };
}

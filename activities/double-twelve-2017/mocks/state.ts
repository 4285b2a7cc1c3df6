/**
 * The campaign's own mock state: share codes, visits through shared links and two seeded vip orders. The core
 * store (through src/app/mock) is only read. Relative imports only: the dev server loads mocks/ with jiti.
 */
export type Visit = { sharerId: number; visitorId: number; time: number };
export type SeededOrder = {
  orderNo: string;
  userId: number;
  goodsType: 1 | 2 | 3;
  goodsId: number;
  payAmount: number;
  status: 'paid' | 'pending';
  createTime: number;
};
export type D12State = { codes: Map<number, string>; visits: Visit[]; orders: SeededOrder[] };

const HOUR = 3_600_000;
const LEARNER = 1;

/** Demo users who already invited friends, so the rank has people in it: [userId, share code, visits]. */
const SEEDED_SHARERS: [number, string, number][] = [
  [21, 'sq7m2k9x4a', 18],
  [22, 'sb3n8v1c6d', 12],
  [23, 'sr5t0y7u2e', 9],
  [24, 'sw4e6r8t1f', 5],
  [25, 'sz9x3c5v7g', 3],
  [26, 'sk2j4h6g8h', 1],
];
/** Made-up visitors of the seeded sharers; far above the ids the mock gives real users. */
const FIRST_SEEDED_VISITOR = 900_001;

function seed(now: number): D12State {
  const codes = new Map<number, string>();
  const visits: Visit[] = [];
  let visitor = FIRST_SEEDED_VISITOR;
  SEEDED_SHARERS.forEach(([userId, code, count], index) => {
    codes.set(userId, code);
    for (let n = 0; n < count; n++)
      visits.push({ sharerId: userId, visitorId: visitor++, time: now - (index + 1) * HOUR });
  });
  const orders: SeededOrder[] = [
    // The learner's column 2 (bought in the core seed too) and an unpaid lesson; user 21's order is not theirs.
    {
      orderNo: 'WK20261112000001',
      userId: LEARNER,
      goodsType: 2,
      goodsId: 2,
      payAmount: 5900,
      status: 'paid',
      createTime: now - 48 * HOUR,
    },
    {
      orderNo: 'WK20261112000002',
      userId: LEARNER,
      goodsType: 1,
      goodsId: 27,
      payAmount: 3990,
      status: 'pending',
      createTime: now - 2 * HOUR,
    },
    {
      orderNo: 'WK20261112000003',
      userId: 21,
      goodsType: 2,
      goodsId: 1,
      payAmount: 2990,
      status: 'paid',
      createTime: now - 24 * HOUR,
    },
  ];
  return { codes, visits, orders };
}

let state = seed(Date.now());

export function getState(): D12State {
  return state;
}

export function resetState(): void {
  state = seed(Date.now());
}

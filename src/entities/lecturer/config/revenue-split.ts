/**
 * The revenue split the studio pages explain (join/index, liveroom/distributeRule). The spec gives no numbers and
 * no call: decided constants, one place to change them. Percentages of what the buyer paid.
 */
export const REVENUE_SPLIT = {
  /** What the lecturer keeps of a sale nobody promoted. */
  lecturerPercent: 90,
  /** The platform's service fee (payment fees included). */
  platformPercent: 10,
  /** A promoter's share, set per lesson (distributRate) within this range, paid out of the lecturer's part. */
  promoterMinPercent: 5,
  promoterMaxPercent: 50,
  /** Income becomes withdrawable this many days after the sale (refund window). */
  settleDays: 7,
  /** Smallest withdrawal, in fen. */
  minWithdrawFen: 100,
} as const;

import { HOUR } from './time';
import type { GoodsType, OrderRecord, WalletEntryRecord, WalletRecord } from './types';

export const BANK_NAMES = [
  '中国工商银行',
  '中国建设银行',
  '中国农业银行',
  '中国银行',
  '招商银行',
  '交通银行',
  '中国邮政储蓄银行',
  '浦发银行',
];

export function emptyWallet(userId: number): WalletRecord {
  return {
    userId,
    accountId: 9000 + userId,
    availableAmt: 0,
    currentProfit: 0,
    totalProfit: 0,
    isSettleAuth: 0,
    accountName: '',
    accountNo: '',
    bankName: '',
    branchBankName: '',
    lecturerType: 1,
  };
}

/** The verified demo lecturer (user 3) has money and a filled-in account; the pending one has an empty wallet. */
export const seedWallets = (): WalletRecord[] => [
  {
    ...emptyWallet(3),
    availableAmt: 128650,
    currentProfit: 35600,
    totalProfit: 526800,
    isSettleAuth: 1,
    accountName: '林晓岚',
    accountNo: '6225880112341234',
    bankName: '招商银行',
    branchBankName: '招商银行杭州西湖支行',
  },
  emptyWallet(2),
];

/** The verified lecturer's withdrawals; income entries come from the paid orders (db/lecturer-income.ts). */
type EntryRow = [type: 1 | 2, title: string, amount: number, hoursAgo: number, status: 1 | 2 | 3];

const entryRows: EntryRow[] = [
  [2, '提现至招商银行（尾号 1234）', 50000, 8 * 24, 1],
  [2, '提现至招商银行（尾号 1234）', 30000, 15 * 24, 3],
  [2, '提现至招商银行（尾号 1234）', 80000, 25 * 24, 1],
];

export const seedWalletEntries = (now: number): WalletEntryRecord[] =>
  entryRows.map(([type, title, amount, hoursAgo, status], index) => ({
    recordId: index + 1,
    userId: 3,
    type,
    title,
    amount,
    createTime: now - hoursAgo * HOUR,
    status,
    ...(status === 3 ? { reason: '开户名与银行卡信息不符，请核对后重新申请' } : {}),
  }));

/** goodsType, goodsId, buyer, fen paid, hours ago */
export type SaleRow = [goodsType: GoodsType, goodsId: number, buyer: number, payAmount: number, hoursAgo: number];

/** A paid seed order of one sale; `tag` keeps order numbers of different seed lists apart. */
export function seedOrder(
  now: number,
  [goodsType, goodsId, userId, payAmount, hoursAgo]: SaleRow,
  tag = '',
): OrderRecord {
  const createTime = now - hoursAgo * HOUR;
  return {
    orderNo: `WK${createTime}${String(userId * 100 + goodsId).padStart(4, '0')}${tag}`,
    userId,
    goodsType,
    goodsId,
    payAmount,
    couponUserId: null,
    status: 'paid',
    createTime,
  };
}

/** Sales of 晓岚职场课堂 (studio 1, lecturer 3) to the seed's other users: what wallet/detail sums (按时间 and 按课程). */
const saleRows: SaleRow[] = [
  [1, 41, 21, 3990, 3],
  [2, 1, 22, 2990, 9],
  [1, 6, 23, 2990, 20],
  [3, 6, 24, 9900, 30],
  [1, 2, 25, 990, 52],
  [1, 3, 26, 1290, 75],
  [2, 1, 23, 2990, 100],
  [1, 40, 22, 1490, 130],
  [1, 5, 24, 990, 10 * 24],
  [1, 8, 21, 1990, 12 * 24],
  [3, 6, 25, 9900, 18 * 24],
  [1, 1, 26, 990, 40 * 24],
];

export const seedSales = (now: number): OrderRecord[] => saleRows.map((row) => seedOrder(now, row));

import { HOUR } from './time';
import type { WalletEntryRecord, WalletRecord } from './types';

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

type EntryRow = [type: 1 | 2, title: string, amount: number, hoursAgo: number, status: 1 | 2 | 3];

const entryRows: EntryRow[] = [
  [1, '《高效沟通的底层逻辑》课程收入', 693, 3, 1],
  [1, '《职场沟通力：30 天高效表达训练营》专栏收入', 2093, 9, 1],
  [1, '《简历与面试：拿下心仪 offer》课程收入', 2093, 20, 1],
  [1, '《职场进阶全家桶》系列课收入', 6930, 30, 1],
  [1, '《向上汇报：让领导一听就懂》课程收入', 693, 52, 1],
  [1, '《跨部门协作中的说服技巧》课程收入', 903, 75, 1],
  [1, '《职场沟通力：30 天高效表达训练营》专栏收入', 2093, 100, 1],
  [1, '《商务英语邮件写作》课程收入', 1043, 130, 1],
  [2, '提现至招商银行（尾号 1234）', 50000, 8 * 24, 1],
  [1, '《高情商拒绝的艺术》课程收入', 693, 10 * 24, 1],
  [2, '提现至招商银行（尾号 1234）', 30000, 15 * 24, 3],
  [1, '《职场进阶全家桶》系列课收入', 6930, 18 * 24, 1],
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

export const WITHDRAW_MIN_FEN = 100;

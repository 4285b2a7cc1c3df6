import { describe, expect, it } from '@rstest/core';
import { lecturerProfileSchema } from './profile';
import { walletSchema, withdrawAccountSchema } from './wallet';
import { walletRecordSchema } from './withdraw';

const profile = {
  userId: 3,
  userNickName: '林晓岚',
  userImg: '',
  userMobile: '13900000003',
  accountMoney: 0,
  cardCounts: 1,
  collectCounts: 2,
  watchCounts: 3,
  isLecturer: true,
  realNameAuth: 2,
  nextStudioTime: null,
  studioId: 1,
};

describe('lecturer answers', () => {
  it('accepts a profile, defaulting realNameAuth to "not submitted"', () => {
    expect(lecturerProfileSchema.parse(profile)).toMatchObject({ isLecturer: 1, realNameAuth: 2 });
    const { realNameAuth, ...rest } = profile;
    expect(lecturerProfileSchema.parse({ ...rest, studioId: 0 })).toMatchObject({ realNameAuth: -1, studioId: 0 });
  });
  it('rejects a missing lecturer flag, the one field gating cannot do without', () => {
    const { isLecturer, ...rest } = profile;
    expect(lecturerProfileSchema.safeParse(rest).success).toBe(false);
  });
  it('reads a wallet, its account and its records', () => {
    const wallet = { accountId: 1, availableAmt: 12000, currentProfit: 0, totalProfit: 50000, isSettleAuth: 1 };
    expect(walletSchema.parse({ ...wallet, accountNo: '', fillWithdrawConfig: false }).fillWithdrawConfig).toBe(0);
    expect(walletSchema.safeParse({ ...wallet, availableAmt: '120.00', fillWithdrawConfig: 0 }).success).toBe(false);
    expect(withdrawAccountSchema.parse({ fillWithdrawConfig: 1 }).bankNames).toEqual([]);
    expect(withdrawAccountSchema.safeParse({ accountNo: '6222' }).success).toBe(false);
    const entry = { recordId: 1, type: 2, title: '提现', amount: 100, createTime: 1_700_000_000_000, status: 2 };
    expect(walletRecordSchema.parse(entry)).toEqual({ ...entry, reason: '' });
    expect(walletRecordSchema.safeParse({ ...entry, type: 3 }).success).toBe(false);
  });
});

import { BANK_NAMES, emptyWallet } from '../db/seed-wallet';
import { takeId } from '../db/store';
import type { MockDb, WalletRecord } from '../db/types';
import { apiGet, apiPost, loggedIn } from '../kit/endpoint';
import { lecturerOnly } from '../kit/lecturer-guard';
import { intParam, readPaging, toPage } from '../kit/params';
import { fail, ok } from '../kit/respond';

export const WITHDRAW_MIN_FEN = 100;

/** Every lecturer has a wallet; one that never earned is created empty on first use. */
function walletOf(db: MockDb, userId: number): WalletRecord {
  const found = db.wallets.find((wallet) => wallet.userId === userId);
  if (found) return found;
  const wallet = emptyWallet(userId);
  db.wallets.push(wallet);
  return wallet;
}

const filled = (wallet: WalletRecord) => (wallet.accountNo ? 1 : 0);

export const walletHandlers = [
  apiGet(
    '/api/wallet/account',
    loggedIn(
      lecturerOnly(({ db, viewer }) => {
        const wallet = walletOf(db, viewer.id);
        const { accountId, availableAmt, currentProfit, totalProfit, isSettleAuth, accountNo } = wallet;
        return ok({
          accountId,
          availableAmt,
          currentProfit,
          totalProfit,
          isSettleAuth,
          accountNo,
          fillWithdrawConfig: filled(wallet),
        });
      }),
    ),
  ),
  apiGet(
    '/api/userCenter/lecturerWithdrawConf',
    loggedIn(
      lecturerOnly(({ db, viewer }) => {
        const wallet = walletOf(db, viewer.id);
        const { accountName, accountNo, bankName, branchBankName, lecturerType } = wallet;
        return ok({
          accountName,
          accountNo,
          bankName,
          bankNames: BANK_NAMES,
          branchBankName,
          fillWithdrawConfig: filled(wallet),
          lecturerType,
        });
      }),
    ),
  ),
  apiGet(
    '/api/wallet/records',
    loggedIn(
      lecturerOnly(({ db, params, viewer }) => {
        const type = intParam(params, 'type');
        const records = db.walletEntries
          .filter((entry) => entry.userId === viewer.id && (type === null || entry.type === type))
          .sort((a, b) => b.createTime - a.createTime || b.recordId - a.recordId);
        return ok(toPage(records, readPaging(params), ({ userId: _owner, ...record }) => record));
      }),
    ),
  ),
  apiPost(
    '/api/wallet/withdraw',
    loggedIn(
      lecturerOnly(({ db, params, viewer, now }) => {
        const wallet = walletOf(db, viewer.id);
        const amount = intParam(params, 'amount');
        if (!filled(wallet)) return fail(3, '请先填写提现账户');
        if (amount === null || amount < WITHDRAW_MIN_FEN) return fail(4, '单笔提现不少于 ¥1.00');
        if (amount > wallet.availableAmt) return fail(2, '余额不足');
        wallet.availableAmt -= amount;
        const recordId = takeId('walletEntry');
        db.walletEntries.push({
          recordId,
          userId: viewer.id,
          type: 2,
          title: `提现至${wallet.bankName}（尾号 ${wallet.accountNo.slice(-4)}）`,
          amount,
          createTime: now,
          status: 2,
        });
        return ok({ recordId, availableAmt: wallet.availableAmt });
      }),
    ),
  ),
];

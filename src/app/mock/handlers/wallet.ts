import { incomeByGoods, incomeEntries } from '../db/lecturer-income';
import { BANK_NAMES, emptyWallet } from '../db/seed-wallet';
import { takeId } from '../db/store';
import type { MockDb, WalletRecord } from '../db/types';
import { onceFor } from '../db/withdraw-requests';
import { apiGet, apiPost, loggedIn } from '../kit/endpoint';
import { lecturerOnly } from '../kit/lecturer-guard';
import { intParam, readPaging, textParam, toPage } from '../kit/params';
import { fail, missingParam, ok } from '../kit/respond';
import { smsMatches } from './studio-auth';

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
        const since = intParam(params, 'since') ?? 0;
        const records = [...db.walletEntries, ...incomeEntries(db, viewer.id, viewer.studioId)]
          .filter(
            (entry) =>
              entry.userId === viewer.id && (type === null || entry.type === type) && entry.createTime >= since,
          )
          .sort((a, b) => b.createTime - a.createTime || b.recordId - a.recordId);
        return ok(
          toPage(records, readPaging(params), ({ userId: _owner, reason = '', ...record }) => ({
            ...record,
            reason,
          })),
        );
      }),
    ),
  ),
  apiGet(
    '/api/wallet/incomeByGoods',
    loggedIn(
      lecturerOnly(({ db, params, viewer }) =>
        ok(
          toPage(incomeByGoods(db, viewer.studioId, intParam(params, 'since') ?? 0), readPaging(params), (row) => row),
        ),
      ),
    ),
  ),
  apiPost(
    '/api/wallet/withdraw',
    loggedIn(
      lecturerOnly(({ db, params, viewer, now }) => {
        const wallet = walletOf(db, viewer.id);
        const amount = intParam(params, 'amount');
        const requestId = textParam(params, 'clientRequestId');
        const run = () => {
          if (!filled(wallet)) return { code: 3, msg: '请先填写提现账户' };
          if (amount === null || amount < WITHDRAW_MIN_FEN) return { code: 4, msg: '单笔提现不少于 ¥1.00' };
          if (amount > wallet.availableAmt) return { code: 2, msg: '余额不足' };
          if (!smsMatches(textParam(params, 'mobile'), textParam(params, 'smsCode'), now)) {
            return { code: 5, msg: '短信验证码不正确或已过期' };
          }
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
          return { recordId, availableAmt: wallet.availableAmt };
        };
        const result = requestId ? onceFor(db, `wallet:${viewer.id}:${requestId}`, run) : run();
        return 'recordId' in result ? ok(result) : fail(result.code, result.msg);
      }),
    ),
  ),
  apiPost(
    '/api/userCenter/saveWithdrawConf',
    loggedIn(
      lecturerOnly(({ db, params, viewer, now }) => {
        const wallet = walletOf(db, viewer.id);
        const fields = {
          accountName: textParam(params, 'accountName').trim(),
          bankName: textParam(params, 'bankName'),
          branchBankName: textParam(params, 'branchBankName').trim(),
          accountNo: textParam(params, 'accountNo').replace(/\s/g, ''),
        };
        for (const [name, value] of Object.entries(fields)) if (!value) return missingParam(name);
        if (!BANK_NAMES.includes(fields.bankName)) return fail(3, '请选择开户银行');
        if (!/^\d{12,19}$/.test(fields.accountNo)) return fail(4, '银行卡号应为 12–19 位数字');
        const mobile = textParam(params, 'mobile');
        // Where money goes is changed only with a code sent to the phone bound to the account (if one is bound).
        if (viewer.mobile && mobile !== viewer.mobile) {
          return fail(6, `请使用绑定的手机号 ${viewer.mobile.slice(0, 3)}****${viewer.mobile.slice(7)} 接收验证码`);
        }
        if (!smsMatches(mobile, textParam(params, 'smsCode'), now)) {
          return fail(5, '短信验证码不正确或已过期');
        }
        Object.assign(wallet, fields);
        const { accountName, accountNo, bankName, branchBankName, lecturerType } = wallet;
        return ok({
          accountName,
          accountNo,
          bankName,
          bankNames: BANK_NAMES,
          branchBankName,
          fillWithdrawConfig: 1,
          lecturerType,
        });
      }),
    ),
  ),
];

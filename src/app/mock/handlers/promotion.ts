import {
  commissionFen,
  earnsCommission,
  type PromotedGoods,
  promotedGoods,
  promotionOf,
  settleCommissions,
} from '../db/promotion';
import type { GoodsType, MockDb } from '../db/types';
import { onceFor } from '../db/withdraw-requests';
import { apiGet, apiPost, loggedIn } from '../kit/endpoint';
import { intParam, readPaging, textParam, toPage } from '../kit/params';
import { fail, missingParam, ok } from '../kit/respond';
import { smsMatches } from './studio-auth';
import { WITHDRAW_MIN_FEN } from './wallet';

/** The promoter's private invite code (extension/secrets): derived from the user id, stable across resets. */
export const inviteCodeOf = (userId: number) => `WK${String(userId).padStart(6, '0')}`;

const toGoodsRow = (goods: PromotedGoods) => ({
  ...goods,
  commission: commissionFen(goods.price, goods.distributRate),
});

/** Every good open to promotion (canDistribut 1), lessons first. */
function promotableGoods(db: MockDb): PromotedGoods[] {
  const lessons = db.lessons.map((lesson) => promotedGoods(db, 1, lesson.lessonId));
  const combos = db.combos.map((combo) => promotedGoods(db, combo.comboType, combo.cateId));
  return [...lessons, ...combos].filter((goods): goods is PromotedGoods => goods?.canDistribut === 1);
}

function accountOf(db: MockDb, userId: number, now: number) {
  settleCommissions(db, now);
  const state = promotionOf(db);
  const mine = state.commissions.filter((record) => record.promoterId === userId);
  const sum = (list: typeof mine) => list.reduce((total, record) => total + record.commission, 0);
  return {
    promoterId: userId,
    availableAmt: state.available.get(userId) ?? 0,
    pendingAmt: sum(mine.filter((record) => record.status === 1)),
    totalAmt: sum(mine),
    inviteCode: inviteCodeOf(userId),
  };
}

export const promotionHandlers = [
  apiGet(
    '/api/promotion/account',
    loggedIn(({ db, viewer, now }) => ok(accountOf(db, viewer.id, now))),
  ),
  apiGet(
    '/api/promotion/goods',
    loggedIn(({ db, params }) => ok(toPage(promotableGoods(db), readPaging(params), toGoodsRow))),
  ),
  apiGet(
    '/api/promotion/goodsDetail',
    loggedIn(({ db, params }) => {
      const goodsType = intParam(params, 'goodsType');
      const goodsId = intParam(params, 'goodsId');
      if (goodsType === null) return missingParam('goodsType');
      if (goodsId === null) return missingParam('goodsId');
      const goods = [1, 2, 3].includes(goodsType) ? promotedGoods(db, goodsType as GoodsType, goodsId) : null;
      if (!goods) return fail(2, '商品不存在');
      return ok({ ...toGoodsRow(goods), shareable: earnsCommission(goods) ? 1 : 0 });
    }),
  ),
  apiGet(
    '/api/promotion/commissions',
    loggedIn(({ db, params, viewer, now }) => {
      settleCommissions(db, now);
      const status = intParam(params, 'status');
      const mine = promotionOf(db)
        .commissions.filter(
          (record) => record.promoterId === viewer.id && (status === null || record.status === status),
        )
        .sort((a, b) => b.createTime - a.createTime || b.recordId - a.recordId);
      return ok(toPage(mine, readPaging(params), ({ promoterId: _p, buyerId: _b, ...record }) => record));
    }),
  ),
  apiGet(
    '/api/promotion/withdrawals',
    loggedIn(({ db, params, viewer }) => {
      const mine = promotionOf(db)
        .withdrawals.filter((record) => record.userId === viewer.id)
        .sort((a, b) => b.createTime - a.createTime || b.recordId - a.recordId);
      return ok(toPage(mine, readPaging(params), ({ userId: _owner, ...record }) => record));
    }),
  ),
  apiPost(
    '/api/promotion/withdraw',
    loggedIn(({ db, params, viewer, now }) => {
      const amount = intParam(params, 'amount');
      const requestId = textParam(params, 'clientRequestId');
      const run = () => {
        const state = promotionOf(db);
        const available = accountOf(db, viewer.id, now).availableAmt;
        if (amount === null || amount < WITHDRAW_MIN_FEN) return { code: 4, msg: '单笔提现不少于 ¥1.00' };
        if (amount > available) return { code: 2, msg: '余额不足' };
        if (!smsMatches(textParam(params, 'mobile'), textParam(params, 'smsCode'), now)) {
          return { code: 5, msg: '短信验证码不正确或已过期' };
        }
        state.available.set(viewer.id, available - amount);
        const recordId = state.nextId++;
        state.withdrawals.push({ recordId, userId: viewer.id, amount, createTime: now, status: 2, reason: '' });
        return { recordId, availableAmt: available - amount };
      };
      const result = requestId ? onceFor(db, `promotion:${viewer.id}:${requestId}`, run) : run();
      return 'recordId' in result ? ok(result) : fail(result.code, result.msg);
    }),
  ),
  /** Mock only: closes the refund window of the viewer's pending commissions now (tests, demos). */
  apiPost(
    '/__mock/promotion/settle',
    loggedIn(({ db, viewer, now }) => ok({ settled: settleCommissions(db, now, { userId: viewer.id }) })),
  ),
];

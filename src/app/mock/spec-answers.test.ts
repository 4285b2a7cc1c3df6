import { beforeEach, describe, expect, it } from '@rstest/core';
import { allSettled, type Effect, fork } from 'effector';
import { HttpResponse, http } from 'msw';
import { getComboDetailFx } from '@/entities/combo';
import { getLecturerProfileFx, getWalletFx, getWithdrawAccountFx } from '@/entities/lecturer';
import { getLiveRoomDetailFx } from '@/entities/lesson';
import { createLessonOrderFx } from '@/entities/order';
import { getPaperFx } from '@/entities/quiz';
import { getStudyBadgeFx } from '@/entities/study';
import { getUserInfoFx } from '@/entities/user';
import { $token, type ApiError } from '@/shared/api';
import { mockServer, useMockBackend } from '../../../tests/msw-server';
import * as spec from '../../../tests/spec-answers.test-utils';
import { resetMockDb } from './backend';

/**
 * Every call whose answer the spec describes, parsed by the app's own effect twice: from a backend that sends only
 * the spec's fields (tests/spec-answers.test-utils.ts) and from the embedded mock's full designed answer.
 */
const LEARNER = 1;
const LECTURER = 3;

async function run<P, D>(fx: Effect<P, D, ApiError>, params: P, as: number): Promise<D> {
  const scope = fork({ values: [[$token, `mock.${as}.test`]] });
  const result = await allSettled(fx, { scope, params });
  if (result.status === 'fail') {
    const error = result.value as ApiError;
    throw new Error(`${error.kind} ${error.message} ${error.detail}`);
  }
  return result.value as D;
}

function answering(path: string, data: unknown) {
  mockServer.use(http.get(`*${path}`, () => HttpResponse.json({ code: 1, msg: 'ok', data })));
}

beforeEach(() => resetMockDb());

describe('Userinfo (spec §3)', () => {
  it('reads the spec answer and the mock answer', async () => {
    expect(await run(getUserInfoFx, undefined, LEARNER)).toMatchObject({ id: LEARNER });
    answering('/api/user/getUserInfo', spec.specUserinfo);
    expect(await run(getUserInfoFx, undefined, LECTURER)).toMatchObject({ id: 3, sex: 2, thirdAuthType: 'USERINFO' });
  });
});

describe('Lecturer profile (spec §3)', () => {
  it('reads the spec answer (no studioId) and the mock answer', async () => {
    expect(await run(getLecturerProfileFx, undefined, LECTURER)).toMatchObject({ isLecturer: 1, realNameAuth: 2 });
    answering('/api/userCenter/userInfo', spec.specLecturerProfile);
    expect(await run(getLecturerProfileFx, undefined, LECTURER)).toMatchObject({
      isLecturer: 1,
      realNameAuth: 2,
      accountMoney: 120,
      nextStudioTime: null,
      studioId: 0,
    });
    answering('/api/userCenter/userInfo', spec.specLearnerProfile);
    expect(await run(getLecturerProfileFx, undefined, LEARNER)).toMatchObject({ isLecturer: 0, realNameAuth: -1 });
  });
});

describe('live-room detail (spec §7 findStudioRoomDetail)', () => {
  it('reads { lecturerId, isBought } alone, taking the ids from the request', async () => {
    expect(await run(getLiveRoomDetailFx, { lessonId: 11, studioId: 2 }, LEARNER)).toMatchObject({
      lessonId: 11,
      isBought: 1,
    });
    answering('/api/ls/lesson/findStudioRoomDetail', spec.specLiveRoomDetail(3, true));
    expect(await run(getLiveRoomDetailFx, { lessonId: 5, studioId: 1 }, LEARNER)).toMatchObject({
      lecturerId: 3,
      isBought: 1,
      lessonId: 5,
      studioId: 1,
      price: null,
      lessonName: '',
      studioState: 1,
    });
  });
});

describe('withdraw account (spec §3, lecturerWithdrawConf)', () => {
  it('reads the spec answer with a boolean fillWithdrawConfig, and the mock answer', async () => {
    expect(await run(getWithdrawAccountFx, undefined, LECTURER)).toMatchObject({ fillWithdrawConfig: 1 });
    answering('/api/userCenter/lecturerWithdrawConf', spec.specWithdrawAccount);
    expect(await run(getWithdrawAccountFx, undefined, LECTURER)).toMatchObject({
      fillWithdrawConfig: 0,
      accountNo: '',
      lecturerType: 1,
    });
  });
});

describe('wallet (spec §3)', () => {
  it('reads the spec fields, and an answer without availableAmt as unknown (--)', async () => {
    expect(await run(getWalletFx, undefined, LECTURER)).toMatchObject({ accountId: expect.any(Number) });
    answering('/api/wallet/account', spec.specWallet);
    expect(await run(getWalletFx, undefined, LECTURER)).toMatchObject({ availableAmt: 12000, isSettleAuth: 1 });
    const { availableAmt: _left, ...withoutAmount } = spec.specWallet;
    answering('/api/wallet/account', withoutAmount);
    expect(await run(getWalletFx, undefined, LECTURER)).toMatchObject({ availableAmt: null, fillWithdrawConfig: 0 });
  });
});

describe('study badge (spec §7)', () => {
  it('reads data.badgeNum, also as a string', async () => {
    expect(await run(getStudyBadgeFx, undefined, LEARNER)).toMatchObject({ badgeNum: expect.any(Number) });
    answering('/api/study/badge', spec.specBadge);
    expect(await run(getStudyBadgeFx, undefined, LEARNER)).toEqual({ badgeNum: 2 });
  });
});

describe('quiz paper (spec §7 question/index)', () => {
  it('reads the least the quiz runs on, and the mock answer', async () => {
    expect(await run(getPaperFx, { paperId: 1 }, LEARNER)).toMatchObject({ paperId: 1 });
    answering('/api/question/index', spec.specPaper);
    expect(await run(getPaperFx, { paperId: 1 }, LEARNER)).toMatchObject({
      paperId: 1,
      price: 990,
      isBought: 0,
      results: [],
      questions: [{ multiple: 0, options: [{ optionId: 1, text: '读书', score: 0 }] }],
    });
  });
});

describe('pay data (spec §3 / §7 Payment)', () => {
  it('reads payment parameters alone as an order to pay, need_pay 0 as a free one, and the mock answer', async () => {
    expect(await run(createLessonOrderFx, { lessonId: 1 }, LEARNER)).toMatchObject({ needPay: 1 });
    answering('/api/lesson/webPage/newWxpay', spec.specPayOrder);
    expect(await run(createLessonOrderFx, { lessonId: 1 }, LEARNER)).toMatchObject({
      needPay: 1,
      payAmount: null,
      wxPayParams: { timeStamp: '1700000000' },
    });
    answering('/api/lesson/webPage/newWxpay', spec.specFreeOrder);
    expect(await run(createLessonOrderFx, { lessonId: 1 }, LEARNER)).toMatchObject({ needPay: 0, wxPayParams: null });
  });

  it('reads the spec-minimal mock’s order: the payment parameters flat beside need_pay', async () => {
    useMockBackend('minimal');
    expect(await run(createLessonOrderFx, { lessonId: 1 }, LEARNER)).toMatchObject({
      needPay: 1,
      wxPayParams: { appId: expect.any(String), paySign: expect.any(String) },
    });
  });
});

describe('category (spec §3, combo/detail)', () => {
  it('reads the spec fields without comboType, lecturer or lessons, and the mock answer', async () => {
    expect(await run(getComboDetailFx, { cateId: 1 }, LEARNER)).toMatchObject({ cateId: 1 });
    answering('/api/combo/detail', spec.specCategory);
    expect(await run(getComboDetailFx, { cateId: 5 }, LEARNER)).toMatchObject({
      cateId: 5,
      price: 3990,
      comboType: 2,
      isDispense: 1,
      isExclusive: 0,
      isBought: 0,
      lecturer: null,
      lessons: [],
    });
  });
});

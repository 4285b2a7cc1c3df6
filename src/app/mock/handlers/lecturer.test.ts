import { beforeEach, describe, expect, it } from '@rstest/core';
import { apiGet, apiPost, LEARNER, LECTURER, type Page, PENDING_LECTURER, smsCodeFor } from '../api-client.test-utils';
import { getMockDb, resetMockDb } from '../backend';

type Wallet = { availableAmt: number; fillWithdrawConfig: number };
type Entry = { recordId: number; type: number; amount: number; status: number };
type Card = { lessonId: number; lessonName: string; lessonPlayType: number; studioId: number };

const wallet = async () => (await apiGet<Wallet>('/api/wallet/account', {}, LECTURER)).data;
const withdraw = async (amount: number | string, userId = LECTURER) => {
  const mobile = '13900000003';
  const smsCode = await smsCodeFor(mobile, LECTURER);
  return apiPost<{ recordId: number; availableAmt: number }>(
    '/api/wallet/withdraw',
    { amount, mobile, smsCode },
    userId,
  );
};

describe('lecturer wallet', () => {
  beforeEach(() => resetMockDb());

  it('withdraws: lowers the balance and adds a processing record', async () => {
    const before = await wallet();
    expect(before.fillWithdrawConfig).toBe(1);
    const done = await withdraw(10000);
    expect(done.code).toBe(1);
    expect(done.data.availableAmt).toBe(before.availableAmt - 10000);
    expect((await wallet()).availableAmt).toBe(before.availableAmt - 10000);
    const records = await apiGet<Page<Entry>>('/api/wallet/records', { type: 2 }, LECTURER);
    expect(records.data.list[0]).toMatchObject({ recordId: done.data.recordId, type: 2, amount: 10000, status: 2 });
    expect(records.data.list.every((entry) => entry.type === 2)).toBe(true);
  });

  it('applies the withdrawal rules', async () => {
    const { availableAmt } = await wallet();
    expect(await withdraw(availableAmt + 1)).toEqual({ code: 2, msg: '余额不足', data: null });
    expect((await withdraw(99)).code).toBe(4);
    expect((await withdraw('abc')).code).toBe(4);
    expect(await withdraw(500, PENDING_LECTURER)).toEqual({ code: 3, msg: '请先填写提现账户', data: null });
    expect((await withdraw(500, LEARNER)).code).toBe(10);
    expect((await withdraw(availableAmt)).data.availableAmt).toBe(0);
  });

  it('tells the withdraw account apart for filled and empty wallets', async () => {
    const filled = await apiGet<{ fillWithdrawConfig: number; bankNames: string[] }>(
      '/api/userCenter/lecturerWithdrawConf',
      {},
      LECTURER,
    );
    expect(filled.data.fillWithdrawConfig).toBe(1);
    expect(filled.data.bankNames.length).toBeGreaterThan(3);
    const empty = await apiGet<{ fillWithdrawConfig: number }>(
      '/api/userCenter/lecturerWithdrawConf',
      {},
      PENDING_LECTURER,
    );
    expect(empty.data.fillWithdrawConfig).toBe(0);
  });
});

describe('lecturer lessons', () => {
  beforeEach(() => resetMockDb());

  const save = (fields: Record<string, string | number>, userId = LECTURER) =>
    apiPost<{ lessonId: number }>('/api/ls/lesson/save', { canDistribut: 2, isDispense: 1, ...fields }, userId);

  it('creates a lesson that shows in the studio list and in search', async () => {
    const begin = Date.now() + 86_400_000;
    const created = await save({
      lessonName: '复盘的力量',
      groupId: 1,
      price: 990,
      summary: '每周一次高效复盘',
      lessonBeginTime: begin,
    });
    expect(created.code).toBe(1);
    const mine = await apiGet<Page<Card>>('/api/ls/studio/lessonList', {}, LECTURER);
    expect(mine.data.list[0]).toMatchObject({
      lessonId: created.data.lessonId,
      lessonName: '复盘的力量',
      lessonPlayType: 1,
    });
    expect(mine.data.list.every((card) => card.studioId === 1)).toBe(true);
    const found = await apiPost<Page<Card>>('/api/ls/keywords/findByKeywords', { keywords: '复盘' }, null);
    expect(found.data.list.map((card) => card.lessonId)).toContain(created.data.lessonId);
  });

  it('updates only its own lessons', async () => {
    expect((await save({ lessonId: 1, lessonName: '高效沟通（新版）', groupId: 1 })).data).toEqual({ lessonId: 1 });
    expect(getMockDb().lessons.find((lesson) => lesson.lessonId === 1)?.lessonName).toBe('高效沟通（新版）');
    expect((await save({ lessonId: 9, lessonName: '不是我的课', groupId: 2 })).code).toBe(5);
  });

  it('validates the draft and who may save', async () => {
    expect((await save({ lessonName: '', groupId: 1 })).code).toBe(2);
    expect((await save({ lessonName: '无分类', groupId: 0 })).code).toBe(3);
    expect((await save({ lessonName: '别人的专栏', groupId: 1, cateId: 2 })).code).toBe(6);
    expect((await save({ lessonName: '未实名', groupId: 1 }, PENDING_LECTURER)).code).toBe(11);
    expect((await save({ lessonName: '学员', groupId: 1 }, LEARNER)).code).toBe(10);
    expect((await apiGet('/api/ls/studio/lessonList', {}, PENDING_LECTURER)).code).toBe(11);
  });
});

describe('profiles and platform calls', () => {
  beforeEach(() => resetMockDb());

  it('answers a lecturer profile for every logged-in user', async () => {
    const learner = await apiGet<{ isLecturer: number; studioId: number }>('/api/userCenter/userInfo', {}, LEARNER);
    expect(learner.data).toMatchObject({ isLecturer: 0, studioId: 0 });
    const pending = await apiGet('/api/userCenter/userInfo', {}, PENDING_LECTURER);
    expect(pending.data).toMatchObject({ isLecturer: 1, realNameAuth: -1, studioId: 0 });
    const verified = await apiGet('/api/userCenter/userInfo', {}, LECTURER);
    expect(verified.data).toMatchObject({ isLecturer: 1, realNameAuth: 2, studioId: 1, accountMoney: 128650 });
  });

  it('signs the JS-SDK config deterministically per url', async () => {
    const url = 'http://localhost:3000/?v=1';
    const first = await apiGet<{ signature: string; debug: boolean }>('/api/auth/jssdk', { url }, null);
    const again = await apiGet<{ signature: string }>('/api/auth/jssdk', { url }, null);
    expect(first.data.debug).toBe(false);
    expect(first.data.signature).toMatch(/^[0-9a-f]{40}$/);
    expect(again.data.signature).toBe(first.data.signature);
  });

  it('restores the seed on POST /__mock/reset', async () => {
    await apiGet('/api/ls/lesson/collectToggle', { lessonId: 11 });
    expect((await apiPost('/__mock/reset', {}, null)).code).toBe(1);
    expect(getMockDb().collections.has(`${LEARNER}:11`)).toBe(false);
  });
});

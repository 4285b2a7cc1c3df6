import { afterEach, describe, expect, it } from '@rstest/core';
import { apiGet, LEARNER, LECTURER, PENDING_LECTURER } from '../api-client.test-utils';
import { setMockBackend } from './mode';
import { SPEC_ANSWERS } from './spec-fields';

/** One request per listed call, made as someone the call answers (a lecturer for lecturer-only calls). */
const calls: Record<keyof typeof SPEC_ANSWERS, { fields?: Record<string, string | number>; userId?: number }> = {
  '/api/user/getUserInfo': {},
  '/api/userCenter/userInfo': { userId: LECTURER },
  '/api/ls/lesson/findStudioRoomDetail': { fields: { lessonId: 16 } },
  '/api/userCenter/lecturerWithdrawConf': { userId: LECTURER },
  '/api/wallet/account': { userId: LECTURER },
  '/api/study/badge': {},
  '/api/config/activitySwitch': {},
  '/api/auth/jssdk': { fields: { url: 'http://localhost/' } },
  '/api/combo/detail': { fields: { cateId: 1 } },
  '/api/lesson/webPage/newWxpay': { fields: { lessonId: 41 } },
  '/api/combo/webPage/payOrder': { fields: { cateId: 3 } },
  '/api/ls/studio/lessonDetail': { fields: { lessonId: 1 }, userId: LECTURER },
  '/api/ls/studio/channelDetail': { fields: { cateId: 1 }, userId: LECTURER },
};

const ask = (path: string) => {
  const call = calls[path] ?? {};
  return apiGet<Record<string, unknown>>(path, call.fields, call.userId ?? LEARNER);
};

describe('the spec-minimal mock (MOCK=minimal)', () => {
  afterEach(() => setMockBackend('full'));

  it.each(Object.keys(SPEC_ANSWERS))('answers %s with the spec fields only', async (path) => {
    const full = await ask(path);
    setMockBackend('minimal');
    const minimal = await ask(path);
    expect(full.code).toBe(1);
    expect(minimal.code).toBe(1);
    const spec = SPEC_ANSWERS[path]?.fields ?? [];
    const keys = Object.keys(minimal.data);
    expect(keys.filter((key) => !spec.includes(key))).toEqual([]);
    // Every spec field the full answer carries under its own name survives the projection.
    const carried = spec.filter((field) => field in full.data);
    expect(carried.filter((field) => !keys.includes(field))).toEqual([]);
  });

  it('answers exactly the spec’s fields for live-room entry and the withdraw account', async () => {
    setMockBackend('minimal');
    expect((await ask('/api/ls/lesson/findStudioRoomDetail')).data).toEqual({
      lecturerId: expect.any(Number),
      isBought: 1,
    });
    expect((await ask('/api/userCenter/lecturerWithdrawConf')).data).toEqual({
      accountNo: expect.any(String),
      fillWithdrawConfig: true,
    });
    const pending = await apiGet('/api/userCenter/lecturerWithdrawConf', {}, PENDING_LECTURER);
    expect(pending.data).toEqual({ accountNo: '', fillWithdrawConfig: false });
    const profile = (await ask('/api/userCenter/userInfo')).data;
    expect(profile).toMatchObject({ isLecturer: 1, realNameAuth: 2 });
    expect(profile).not.toHaveProperty('studioId');
  });

  it('hands over a purchase in the spec words: need_pay, the goods and the payment parameters', async () => {
    setMockBackend('minimal');
    const order = (await ask('/api/lesson/webPage/newWxpay')).data;
    expect(order).toMatchObject({ need_pay: 1, lessonId: 41, price: 3990, signType: 'MD5' });
    expect(order.package).toMatch(/^prepay_id=mock_/);
  });

  it('keeps errors, designed-only calls and the full mode as they were', async () => {
    setMockBackend('minimal');
    expect((await apiGet('/api/combo/detail', { cateId: 999 })).code).toBe(2);
    expect((await apiGet('/api/wallet/account', {}, LEARNER)).code).toBe(10);
    const records = await apiGet<{ list: unknown[] }>('/api/wallet/records', {}, LECTURER);
    expect(records.data.list.length).toBeGreaterThan(0);
    setMockBackend('full');
    expect((await ask('/api/ls/lesson/findStudioRoomDetail')).data).toHaveProperty('lessonName');
  });

  it('switches at run time through GET /__mock/backend', async () => {
    expect((await apiGet('/__mock/backend', { mode: 'minimal' })).data).toEqual({ mode: 'minimal' });
    expect(Object.keys((await ask('/api/ls/lesson/findStudioRoomDetail')).data)).toEqual(['lecturerId', 'isBought']);
    expect((await apiGet('/__mock/backend', { mode: 'spec' })).code).toBe(2);
    expect((await apiGet('/__mock/backend')).data).toEqual({ mode: 'minimal' });
  });
});

import { beforeEach, describe, expect, it } from '@rstest/core';
import { apiGet, apiPost, LEARNER, LECTURER, PENDING_LECTURER } from '../api-client.test-utils';
import { resetMockDb } from '../backend';

type Sms = { code: string; sentAt: number };
type Auth = { realNameAuth: number; rejectReason: string; realName: string; idNumber: string; mobile: string };
const VALID_ID = '11010519491231002X';
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

async function codeFor(mobile: string, userId = PENDING_LECTURER): Promise<string> {
  expect((await apiPost('/api/ls/studio/sendSmsCode', { mobile }, userId)).code).toBe(1);
  return (await apiGet<Sms>('/__mock/sms', { mobile }, null)).data.code;
}

async function apply(mobile: string, smsCode: string, idNumber = VALID_ID) {
  const front = await apiPost<{ url: string }>('/api/upload/image', { image: PNG, kind: 'id-front' }, PENDING_LECTURER);
  return apiPost<Auth>(
    '/api/ls/studio/realNameAuth',
    {
      authType: 1,
      realName: '周明',
      idNumber,
      mobile,
      smsCode,
      frontImg: front.data.url,
      backImg: front.data.url,
    },
    PENDING_LECTURER,
  );
}

const profile = (userId: number) =>
  apiGet<{ isLecturer: number; realNameAuth: number; studioId: number }>('/api/userCenter/userInfo', {}, userId);

describe('studio auth mock', () => {
  beforeEach(() => resetMockDb());

  it('sends a code (readable at /__mock/sms), refuses a resend within 60 s and a malformed phone', async () => {
    const code = await codeFor('13900000002');
    expect(code).toMatch(/^\d{6}$/);
    expect((await apiPost('/api/ls/studio/sendSmsCode', { mobile: '13900000002' }, PENDING_LECTURER)).code).toBe(3);
    expect((await apiPost('/api/ls/studio/sendSmsCode', { mobile: '1390000' }, PENDING_LECTURER)).code).toBe(2);
  });

  it('verifies at once with a correct ID and code; the lecturer gets a studio', async () => {
    const code = await codeFor('13900000002');
    expect((await apply('13900000002', '000000')).code).toBe(4);
    expect((await apply('13900000002', code, '110105194912310021')).code).toBe(2);
    const answer = await apply('13900000002', code);
    expect(answer.code).toBe(1);
    expect(answer.data.realNameAuth).toBe(2);
    expect((await profile(PENDING_LECTURER)).data).toMatchObject({ realNameAuth: 2 });
    expect((await profile(PENDING_LECTURER)).data.studioId).toBeGreaterThan(0);
  });

  it('holds, rejects with a reason, and takes a resubmission (/__mock/review)', async () => {
    await apiPost('/__mock/review', { userId: PENDING_LECTURER, result: 'hold' }, null);
    expect((await apply('13900000002', await codeFor('13900000002'))).data.realNameAuth).toBe(0);
    const reject = { userId: PENDING_LECTURER, result: 'reject', reason: '身份证照片模糊' };
    expect((await apiPost('/__mock/review', reject, null)).code).toBe(1);
    const info = await apiGet<Auth>('/api/ls/studio/authInfo', {}, PENDING_LECTURER);
    expect(info.data).toMatchObject({ realNameAuth: 1, rejectReason: '身份证照片模糊', realName: '周明' });
    expect((await apply('13900000003', await codeFor('13900000003'))).data.realNameAuth).toBe(2);
  });

  it('lets a learner join (instantly a lecturer, not verified) and refuses a second application', async () => {
    const mobile = '13800138001';
    const smsCode = await codeFor(mobile, LEARNER);
    const fields = {
      name: '李小雨',
      mobile,
      smsCode,
      field: '职场提升',
      intro: '十年产品经理，讲职场沟通。',
      agreed: 1,
    };
    expect((await apiPost('/api/ls/studio/joinApply', { ...fields, agreed: 0 }, LEARNER)).code).toBe(2);
    expect((await apiPost('/api/ls/studio/joinApply', fields, LEARNER)).code).toBe(1);
    expect((await profile(LEARNER)).data).toMatchObject({ isLecturer: 1, realNameAuth: -1 });
    expect((await apiPost('/api/ls/studio/joinApply', fields, LEARNER)).code).toBe(12);
  });

  it('saves the studio profile of a lecturer and refuses a learner', async () => {
    const saved = await apiPost<{ studioName: string; intro: string }>(
      '/api/ls/studio/saveInfo',
      { studioName: '晓岚说职场', intro: '职场沟通课', studioAvatar: '' },
      LECTURER,
    );
    expect(saved.data).toMatchObject({ studioName: '晓岚说职场', intro: '职场沟通课' });
    expect((await apiGet('/api/ls/studio/info', {}, LEARNER)).code).toBe(10);
  });
});

import { afterEach, describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import type { AuthInfo } from '@/entities/lecturer';
import { DRAFT_PREFIX } from '@/shared/lib/draft';
import {
  $errors,
  $info,
  $realName,
  $view,
  authInfo,
  authOpened,
  backImage,
  focusFieldFx,
  frontImage,
  idNumberChanged,
  realNameChanged,
  refreshProfileFx,
  resubmitClicked,
  sms,
  statusRefreshed,
  submitFx,
  submitted,
} from './authenticate';

const VALID_ID = '11010519491231002X';
const info = (patch: Partial<AuthInfo>): AuthInfo => ({
  realNameAuth: -1,
  authType: 1,
  realName: '',
  idNumber: '',
  mobile: '',
  frontImg: '',
  backImg: '',
  licenseImg: '',
  rejectReason: '',
  submitTime: null,
  ...patch,
});

afterEach(() => {
  sessionStorage.removeItem(`${DRAFT_PREFIX}liveroom-authenticate`);
});

type Handlers = { server: AuthInfo[]; sent: unknown[]; focused: string[]; profileReads: number };

function scopeWith(first: AuthInfo, afterSubmit: AuthInfo) {
  const calls: Handlers = { server: [first], sent: [], focused: [], profileReads: 0 };
  const scope = fork({
    handlers: [
      [authInfo.loadFx, async () => calls.server[calls.server.length - 1]],
      [
        submitFx,
        async (request: unknown) => {
          calls.sent.push(request);
          calls.server.push(afterSubmit);
          return afterSubmit;
        },
      ],
      [focusFieldFx, (id: string) => void calls.focused.push(id)],
      [
        refreshProfileFx,
        async () => {
          calls.profileReads += 1;
        },
      ],
      [sms.nowFx, () => 0],
    ] as never,
  });
  return { scope, calls };
}

async function fillValid(scope: ReturnType<typeof fork>) {
  await allSettled(realNameChanged, { scope, params: '周明' });
  await allSettled(idNumberChanged, { scope, params: VALID_ID.toLowerCase() });
  await allSettled(sms.mobileChanged, { scope, params: '13900000002' });
  await allSettled(sms.codeChanged, { scope, params: '123456' });
  await allSettled(frontImage.urlSet, { scope, params: '/mock-cdn/upload/1' });
  await allSettled(backImage.urlSet, { scope, params: '/mock-cdn/upload/2' });
}

describe('real-name authentication', () => {
  it('not submitted: shows the form; a wrong ID number stays, in Chinese, with focus on the first bad field', async () => {
    const { scope, calls } = scopeWith(info({}), info({ realNameAuth: 2 }));
    await allSettled(authOpened, { scope, params: 1 });
    expect(scope.getState($view)).toBe('form');
    await allSettled(realNameChanged, { scope, params: '周明' });
    await allSettled(idNumberChanged, { scope, params: '110105194912310021' });
    await allSettled(submitted, { scope });
    expect(calls.sent).toEqual([]);
    expect(scope.getState($errors).idNumber).toMatch(/身份证号码不正确/);
    expect(calls.focused).toEqual(['auth-id-number']);
  });

  it('submitted → pending → (refresh) rejected with its reason → 重新提交 refilled → verified, and gating refreshed', async () => {
    const pending = info({ realNameAuth: 0, realName: '周明', idNumber: VALID_ID, mobile: '13900000002' });
    const { scope, calls } = scopeWith(info({}), pending);
    await allSettled(authOpened, { scope, params: 1 });
    await fillValid(scope);
    await allSettled(submitted, { scope });
    await allSettled(submitted, { scope });
    expect(calls.sent).toHaveLength(1);
    expect(calls.sent[0]).toMatchObject({ authType: 1, idNumber: VALID_ID, smsCode: '123456', licenseImg: '' });
    expect(scope.getState($view)).toBe('pending');
    expect(calls.profileReads).toBe(1);
    expect(sessionStorage.getItem(`${DRAFT_PREFIX}liveroom-authenticate`)).toBeNull();

    calls.server.push({ ...pending, realNameAuth: 1, rejectReason: '身份证照片模糊', frontImg: '/a', backImg: '/b' });
    await allSettled(statusRefreshed, { scope });
    expect(scope.getState($view)).toBe('rejected');
    expect(scope.getState($info)?.rejectReason).toBe('身份证照片模糊');
    await allSettled(resubmitClicked, { scope });
    expect(scope.getState($view)).toBe('form');
    expect(scope.getState($realName)).toBe('周明');
    expect(scope.getState(sms.$mobile)).toBe('13900000002');
    expect(scope.getState(frontImage.$url)).toBe('/a');

    calls.server.push(info({ realNameAuth: 2 }));
    await allSettled(sms.codeChanged, { scope, params: '654321' });
    await allSettled(submitted, { scope });
    expect(calls.sent).toHaveLength(2);
  });

  it('刷新审核状态 keeps the status on screen while it asks, and keeps it, with the error, when the read fails', async () => {
    const pending = info({ realNameAuth: 0, realName: '周明', idNumber: VALID_ID, mobile: '13900000002' });
    let fail = false;
    let resolveRead: (value: AuthInfo) => void = () => {};
    const scope = fork({
      handlers: [
        [
          authInfo.loadFx,
          () =>
            fail
              ? Promise.reject(new Error('网络连接失败'))
              : new Promise<AuthInfo>((resolve) => {
                  resolveRead = resolve;
                }),
        ],
      ],
    });
    const opening = allSettled(authOpened, { scope, params: 1 });
    resolveRead(pending);
    await opening;
    expect(scope.getState($view)).toBe('pending');

    const refreshing = allSettled(statusRefreshed, { scope });
    expect(scope.getState(authInfo.$status)).toBe('ready');
    expect(scope.getState($view)).toBe('pending');
    resolveRead({ ...pending, realNameAuth: 1, rejectReason: '照片模糊' });
    await refreshing;
    expect(scope.getState($view)).toBe('rejected');

    fail = true;
    await allSettled(statusRefreshed, { scope });
    expect(scope.getState(authInfo.$status)).toBe('ready');
    expect(scope.getState($view)).toBe('rejected');
    expect(scope.getState(authInfo.$error)).toBeInstanceOf(Error);
  });

  it('keeps what was typed through a reload (draft) and restores it over the empty form', async () => {
    const first = scopeWith(info({}), info({ realNameAuth: 2 }));
    await allSettled(authOpened, { scope: first.scope, params: 1 });
    await allSettled(realNameChanged, { scope: first.scope, params: '周明' });
    await allSettled(sms.mobileChanged, { scope: first.scope, params: '13900000002' });
    const second = scopeWith(info({}), info({ realNameAuth: 2 }));
    await allSettled(authOpened, { scope: second.scope, params: 1 });
    expect(second.scope.getState($realName)).toBe('周明');
    expect(second.scope.getState(sms.$mobile)).toBe('13900000002');
  });

  it('a verified lecturer sees 已通过, and gating is refreshed without a reload', async () => {
    const { scope, calls } = scopeWith(info({ realNameAuth: 2, realName: '林晓岚' }), info({}));
    await allSettled(authOpened, { scope, params: 1 });
    expect(scope.getState($view)).toBe('verified');
    expect(calls.profileReads).toBe(1);
  });
});

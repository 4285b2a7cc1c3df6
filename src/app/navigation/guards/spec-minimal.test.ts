import { describe, expect, it } from '@rstest/core';
import { allSettled, fork, type Scope } from 'effector';
import { HttpResponse, http } from 'msw';
import { $token } from '@/shared/api';
import { readLocation } from '@/shared/routing';
import { mockServer } from '../../../../tests/msw-server';
import * as spec from '../../../../tests/spec-answers.test-utils';
import { appStarted } from '../../model/app-started';
import '../../model/app';
import { $navigationError, $view, locationChanged, loginRedirectFx, navigateFx, watchLocationFx } from '../model';
import { setTitleFx } from '../route-effects';
import { trackPageViewsFx } from '../route-effects-later';

/**
 * The shell against a backend that answers the spec-described calls with the spec's fields alone
 * (tests/spec-answers.test-utils.ts); every other call is the embedded mock's.
 */
function answering(path: string, data: unknown) {
  mockServer.use(http.get(`*${path}`, () => HttpResponse.json({ code: 1, msg: 'ok', data })));
}

async function startAs(userId: number) {
  const navigations: string[] = [];
  const scope = fork({
    values: [[$token, `mock.${userId}.test`]],
    handlers: [
      [watchLocationFx, () => undefined],
      [navigateFx, (to: string) => void navigations.push(to)],
      [loginRedirectFx, () => undefined],
      [setTitleFx, () => undefined],
      [trackPageViewsFx, () => undefined],
    ],
  });
  await allSettled(appStarted, { scope });
  return { scope, navigations };
}

async function open(scope: Scope, hash: string) {
  await allSettled(locationChanged, { scope, params: readLocation(hash, '?v=1') });
}

const viewPath = (scope: Scope) => scope.getState($view)?.location.path ?? null;

describe('guards on the spec minimum', () => {
  it('lets a verified lecturer with only the spec profile fields into every studio page', async () => {
    answering('/api/user/getUserInfo', spec.specUserinfo);
    answering('/api/userCenter/userInfo', spec.specLecturerProfile);
    const { scope, navigations } = await startAs(3);
    const studioPages = [
      '/mine/lesson/index',
      '/mine/channel/index',
      '/mine/slide/index',
      '/mine/setting/user',
      '/mine/personInfo',
      '/mine/liveroom/index',
      '/mine/liveroom/info',
    ];
    for (const path of studioPages) {
      await open(scope, `#${path}`);
      expect(viewPath(scope)).toBe(path);
    }
    expect(navigations).toEqual([]);
  });

  it('still sends a learner (spec profile, isLecturer 0) from a studio page to 我的', async () => {
    answering('/api/userCenter/userInfo', spec.specLearnerProfile);
    const { scope, navigations } = await startAs(1);
    await open(scope, '#/mine/lesson/index');
    expect(navigations).toEqual(['/mine/index']);
  });

  it('sends lecturer, buyer and visitor the right way from { lecturerId, isBought } alone', async () => {
    const lecturer = await startAs(3);
    answering('/api/ls/lesson/findStudioRoomDetail', spec.specLiveRoomDetail(3, false));
    await open(lecturer.scope, '#/liveroom/listener/1/5');
    expect(lecturer.navigations).toEqual(['/liveroom/lecturer/1/5']);

    const buyer = await startAs(1);
    answering('/api/ls/lesson/findStudioRoomDetail', spec.specLiveRoomDetail(3, true));
    await open(buyer.scope, '#/liveroom/lecturer/1/5');
    expect(buyer.navigations).toEqual(['/liveroom/listener/1/5']);

    // No price in the answer: not free, so a visitor who bought nothing goes to the lesson page.
    const visitor = await startAs(1);
    answering('/api/ls/lesson/findStudioRoomDetail', spec.specLiveRoomDetail(3, false));
    await open(visitor.scope, '#/liveroom/listener/1/5');
    expect(visitor.navigations).toEqual(['/lesson/play/5']);
  });

  it('sends wallet/cash to bankAccount when lecturerWithdrawConf says fillWithdrawConfig false or 0', async () => {
    for (const fillWithdrawConfig of [false, 0]) {
      answering('/api/userCenter/lecturerWithdrawConf', { ...spec.specWithdrawAccount, fillWithdrawConfig });
      const { scope, navigations } = await startAs(3);
      await open(scope, '#/mine/wallet/cash');
      expect(navigations).toEqual(['/mine/wallet/bankAccount']);
    }
  });

  it('keeps the viewer on an error page that says what went wrong when the guard call gets a wrong shape', async () => {
    answering('/api/userCenter/lecturerWithdrawConf', { accountNo: '' });
    const { scope, navigations } = await startAs(3);
    await open(scope, '#/mine/wallet/cash');
    expect(navigations).toEqual([]);
    expect(scope.getState($navigationError)).toBe('服务器返回的数据有误，请稍后再试');
  });
});

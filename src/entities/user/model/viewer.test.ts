import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { HttpResponse, http } from 'msw';
import { $token } from '@/shared/api';
import { $toast } from '@/shared/ui/toast';
import { mockServer } from '../../../../tests/msw-server';
import { $lecturerProfile, $viewerRoles, $viewerStatus, viewerRequested } from './viewer';

const load = async (token: string | null) => {
  const scope = fork({ values: [[$token, token]] });
  await allSettled(viewerRequested, { scope });
  return scope;
};

describe('viewer', () => {
  it('is anonymous and ready without a token, without asking the server', async () => {
    const scope = await load(null);
    expect(scope.getState($viewerStatus)).toBe('ready');
    expect(scope.getState($viewerRoles)).toMatchObject({ userId: null, hasProfile: false, isLecturer: false });
  });

  it('knows a verified lecturer from user info and lecturer profile', async () => {
    const scope = await load('mock.3.test');
    expect(scope.getState($viewerRoles)).toEqual({
      userId: 3,
      hasProfile: true,
      hasOpenId: true,
      thirdAuthType: 'USERINFO',
      isLecturer: true,
      isRealNameVerified: true,
    });
  });

  it('treats a refused token (1000) as anonymous, and clears it', async () => {
    mockServer.use(
      http.get('*/api/user/getUserInfo', () => Response.json({ code: 1000, msg: '请先登录', data: null })),
    );
    const scope = await load('mock.1.stale');
    expect(scope.getState($viewerStatus)).toBe('ready');
    expect(scope.getState($token)).toBeNull();
    expect(scope.getState($viewerRoles).userId).toBeNull();
  });

  it('fails when the user info cannot be loaded at all', async () => {
    mockServer.use(http.get('*/api/user/getUserInfo', () => HttpResponse.error()));
    const scope = await load('mock.1.test');
    expect(scope.getState($viewerStatus)).toBe('failed');
  });

  it("shows the server's message when the lecturer profile answers another code (spec §8)", async () => {
    mockServer.use(
      http.get('*/api/userCenter/userInfo', () => Response.json({ code: 7, msg: '讲师信息暂不可用', data: null })),
    );
    const scope = await load('mock.1.test');
    expect(scope.getState($viewerStatus)).toBe('ready');
    expect(scope.getState($lecturerProfile)).toBeNull();
    expect(scope.getState($toast)).toMatchObject({ message: '讲师信息暂不可用' });
  });
});

import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { $token } from '@/shared/api';
import { refreshLecturerProfileFx } from './profile-refresh';
import { $viewerRoles, viewerRequested } from './viewer';

describe('refreshLecturerProfileFx', () => {
  it('makes a fresh lecturer profile what gating reads, without loading the viewer again', async () => {
    const verified = {
      userId: 2,
      userNickName: '周老师',
      userImg: '',
      userMobile: '',
      accountMoney: 0,
      cardCounts: 0,
      collectCounts: 0,
      watchCounts: 0,
      isLecturer: 1,
      realNameAuth: 2,
      nextStudioTime: null,
      studioId: 7,
    };
    const refreshed = fork({
      values: [[$token, 'mock.2.test']],
      handlers: [[refreshLecturerProfileFx, async () => verified]] as never,
    });
    await allSettled(viewerRequested, { scope: refreshed });
    expect(refreshed.getState($viewerRoles).isRealNameVerified).toBe(false);
    await allSettled(refreshLecturerProfileFx, { scope: refreshed });
    expect(refreshed.getState($viewerRoles)).toMatchObject({ isLecturer: true, isRealNameVerified: true });
  });
});

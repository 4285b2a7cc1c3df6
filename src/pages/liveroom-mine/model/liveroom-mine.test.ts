import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import type { LecturerProfile } from '@/entities/lecturer';
import { authView } from '../lib/auth-state';
import { $isVerified, liveroomMineOpened, loadProfileFx, studioSummary } from './liveroom-mine';

const profile = (realNameAuth: number, studioId: number) =>
  ({ isLecturer: 1, realNameAuth, studioId, userNickName: '周老师' }) as LecturerProfile;
const summary = {
  studioId: 1,
  studioName: '晓岚职场课堂',
  lessonCount: 9,
  unlistedCount: 1,
  columnCount: 1,
  slideCount: 2,
  fansNum: 3,
};

function open(loaded: LecturerProfile) {
  let asked = 0;
  const scope = fork({
    handlers: [
      [loadProfileFx, async () => loaded],
      [
        studioSummary.loadFx,
        async () => {
          asked += 1;
          return summary;
        },
      ],
    ] as never,
  });
  return { scope, asked: () => asked };
}

describe('lecturer hub model', () => {
  it('asks for the studio counts only for a verified lecturer with a studio', async () => {
    const verified = open(profile(2, 1));
    await allSettled(liveroomMineOpened, { scope: verified.scope });
    expect(verified.scope.getState($isVerified)).toBe(true);
    expect(verified.scope.getState(studioSummary.$data)).toEqual(summary);

    const pending = open(profile(0, 0));
    await allSettled(liveroomMineOpened, { scope: pending.scope });
    expect(pending.scope.getState($isVerified)).toBe(false);
    expect(pending.asked()).toBe(0);
  });

  it('says what each verification state means and what to do', () => {
    expect(authView(-1)).toEqual({ label: '未认证', action: '去认证', verified: false });
    expect(authView(0)).toEqual({ label: '审核中', action: '查看进度', verified: false });
    expect(authView(1)).toEqual({ label: '未通过', action: '重新提交', verified: false });
    expect(authView(2)).toEqual({ label: '已认证', action: null, verified: true });
  });
});

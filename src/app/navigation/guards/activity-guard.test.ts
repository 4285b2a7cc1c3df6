import { describe, expect, it, rs } from '@rstest/core';
import { ApiError } from '@/shared/api';
import type { GuardInput } from '@/shared/routing';
import { guardLoaderFor } from './index';

// A made-up campaign whose page check calls the server: it answers 500, then 1000, then lets the viewer through.
const campaign = rs.hoisted(() => ({ failure: null as unknown }));
rs.mock('../../activities', () => ({
  isActivityRoute: (name: string) => name.startsWith('activity:'),
  loadActivityGuard: async () => async () => {
    if (campaign.failure) throw campaign.failure;
    return null;
  },
}));

const input: GuardInput = {
  match: { route: { name: 'activity:made-up:0', path: '/activity/made-up/index', meta: {} }, params: {} },
  query: {},
  roles: {
    userId: 2,
    hasProfile: true,
    hasOpenId: true,
    thirdAuthType: 'USERINFO',
    isLecturer: false,
    isRealNameVerified: false,
  },
};

async function decide(failure: unknown) {
  campaign.failure = failure;
  const load = guardLoaderFor({ name: 'activity:made-up:0', path: '/activity/made-up', meta: {} });
  if (!load) throw new Error('an activity route has no guard loader');
  return (await load())(input);
}

describe("an activity's guard", () => {
  it('lets the viewer through when its call works', async () => {
    expect(await decide(null)).toBeNull();
  });

  it('turns a failed call into a page that says why (with 重试), as the shell’s own guards do', async () => {
    const failed = new ApiError('http', '/api/made-up', { status: 500 });
    expect(await decide(failed)).toEqual({ kind: 'error', message: '系统繁忙，请稍后再试' });
  });

  it('leaves an expired session to the shell (login), as spec §8 says', async () => {
    const expired = new ApiError('session', '/api/made-up', { code: 1000 });
    await expect(decide(expired)).rejects.toBe(expired);
  });
});

import { describe, expect, it } from '@rstest/core';
import { allSettled, createEffect, fork, type Scope } from 'effector';
import { $token } from '@/shared/api';
import type { GuardInput } from '@/shared/routing';
import { writeProgress } from '../lib/progress-storage';
import { createPaperGuard } from './guards';
import { loadPaperFx } from './paper';

const roles = (userId: number): GuardInput['roles'] => ({
  userId,
  hasProfile: true,
  hasOpenId: true,
  thirdAuthType: 'USERINFO',
  isLecturer: false,
  isRealNameVerified: false,
});

const input = (userId: number, paperId: string): GuardInput => ({
  match: { route: { name: 'activity:pay-quiz:1', path: '/activity/pay/question', meta: {} }, params: {} },
  query: { paperId },
  roles: roles(userId),
});

/** Runs a guard the way the shell does: inside an effect of the app's scope (the paper comes from the mock). */
async function decide(needs: 'purchase' | 'answers', userId: number, paperId: string, scope?: Scope) {
  const guard = createPaperGuard(needs);
  const runGuardFx = createEffect((value: GuardInput) => guard(value));
  const inScope = scope ?? fork({ values: [[$token, `mock.${userId}.test`]] });
  return (await allSettled(runGuardFx, { scope: inScope, params: input(userId, paperId) })).value;
}

describe('pay-quiz guards', () => {
  it('sends a paid paper not bought yet to its intro', async () => {
    expect(await decide('purchase', 2, '2')).toEqual({ kind: 'redirect', to: '/activity/pay/index?paperId=2' });
    expect(await decide('answers', 2, '2')).toEqual({ kind: 'redirect', to: '/activity/pay/index?paperId=2' });
  });

  it('lets a free paper and a bought one through to the questions', async () => {
    expect(await decide('purchase', 2, '1')).toBeNull();
    // The learner bought paper 2 (core seed).
    expect(await decide('purchase', 1, '2')).toBeNull();
    // Without ?paperId: the first paper.
    expect(await decide('purchase', 2, '')).toBeNull();
  });

  it('sends results without a full set of answers to the questions', async () => {
    expect(await decide('answers', 2, '1')).toEqual({ kind: 'redirect', to: '/activity/pay/question?paperId=1' });
    writeProgress(2, 1, { answers: { 101: [1013] }, index: 1 });
    expect(await decide('answers', 2, '1')).toEqual({ kind: 'redirect', to: '/activity/pay/question?paperId=1' });
    writeProgress(2, 1, { answers: { 101: [1013], 102: [1022], 103: [1031], 104: [1042], 105: [1052] }, index: 4 });
    expect(await decide('answers', 2, '1')).toBeNull();
  });

  it('lets the page show its own error when the paper cannot load', async () => {
    const scope = fork({ handlers: [[loadPaperFx, () => Promise.reject(new Error('网络不给力'))]] });
    expect(await decide('purchase', 2, '2', scope)).toBeNull();
  });
});

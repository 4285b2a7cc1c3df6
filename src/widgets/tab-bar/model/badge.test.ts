import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { http } from 'msw';
import { $token, tokenCleared } from '@/shared/api';
import { mockServer } from '../../../../tests/msw-server';
import { $hasStudyBadge, $studyBadgeCount, badgeRefreshRequested } from './badge';

const LEARNER = 'mock.1.test';

function answerBadge(body: unknown, status = 200) {
  mockServer.use(
    http.get(
      '*/api/study/badge',
      () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );
}

describe('study badge', () => {
  it('asks nothing without a token', async () => {
    let asked = 0;
    mockServer.use(
      http.get('*/api/study/badge', () => {
        asked += 1;
        return new Response(null, { status: 500 });
      }),
    );
    const scope = fork({ values: [[$token, null]] });
    await allSettled(badgeRefreshRequested, { scope });
    expect(asked).toBe(0);
    expect(scope.getState($studyBadgeCount)).toBe(0);
  });

  it('stores the count the server gives the learner', async () => {
    const scope = fork({ values: [[$token, LEARNER]] });
    await allSettled(badgeRefreshRequested, { scope });
    expect(scope.getState($studyBadgeCount)).toBe(4);
    expect(scope.getState($hasStudyBadge)).toBe(true);

    answerBadge({ code: 1, msg: 'ok', data: { badgeNum: 0 } });
    await allSettled(badgeRefreshRequested, { scope });
    expect(scope.getState($hasStudyBadge)).toBe(false);
  });

  it('keeps the last count when the call fails', async () => {
    const scope = fork({
      values: [
        [$token, LEARNER],
        [$studyBadgeCount, 3],
      ],
    });
    answerBadge(null, 500);
    await allSettled(badgeRefreshRequested, { scope });
    expect(scope.getState($studyBadgeCount)).toBe(3);

    answerBadge({ code: 2, msg: '出错了', data: null });
    await allSettled(badgeRefreshRequested, { scope });
    expect(scope.getState($studyBadgeCount)).toBe(3);
  });

  it('forgets the count when the token is cleared', async () => {
    const scope = fork({
      values: [
        [$token, LEARNER],
        [$studyBadgeCount, 3],
      ],
    });
    await allSettled(tokenCleared, { scope });
    expect(scope.getState($hasStudyBadge)).toBe(false);
  });
});

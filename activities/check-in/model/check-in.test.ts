import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { setMockNow } from '@/app/activities/campaign.test-utils';
import { $token } from '@/shared/api';
import { $checkInError, $progress, CheckInGate, checkInClicked } from './check-in';

describe('check-in model', () => {
  it('loads the progress on open and checks in once a day, double taps included', async () => {
    setMockNow(Date.parse('2026-12-05T10:00:00+08:00'));
    const scope = fork({ values: [[$token, 'mock.1.test']] });
    await allSettled(CheckInGate.open, { scope, params: {} });
    expect(scope.getState($progress)).toMatchObject({ days: 0, checkedToday: 0 });
    await Promise.all([allSettled(checkInClicked, { scope }), allSettled(checkInClicked, { scope })]);
    expect(scope.getState($progress)).toMatchObject({ days: 1, checkedToday: 1 });
    expect(scope.getState($checkInError)).toBeNull();
  });

  it('shows the refusal of a second check-in (another phone) and the fresh progress', async () => {
    setMockNow(Date.parse('2026-12-05T10:00:00+08:00'));
    const scope = fork({ values: [[$token, 'mock.1.test']] });
    await allSettled(CheckInGate.open, { scope, params: {} });
    await fetch('http://mock.test/api/active/check-in/sign', {
      method: 'POST',
      body: 'token=mock.1.other',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    await allSettled(checkInClicked, { scope });
    expect(scope.getState($checkInError)).toBe('今天已经打过卡了');
    expect(scope.getState($progress)).toMatchObject({ days: 1, checkedToday: 1 });
  });
});

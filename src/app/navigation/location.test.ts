import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { readLocation } from '@/shared/routing';
import { appStarted } from '../model/app-started';
import { $location, $navigationId, locationChanged, watchLocationFx } from './location';

describe('location (where we are)', () => {
  it('starts following the hash when the app starts', async () => {
    let watching = 0;
    const scope = fork({ handlers: [[watchLocationFx, () => void watching++]] });
    await allSettled(appStarted, { scope });
    expect(watching).toBe(1);
  });

  it('keeps the latest location and numbers each one', async () => {
    const scope = fork();
    await allSettled(locationChanged, { scope, params: readLocation('#/hot', '?v=1') });
    await allSettled(locationChanged, { scope, params: readLocation('#/lesson/play/3?from=share', '') });
    expect(scope.getState($location)).toEqual({
      path: '/lesson/play/3',
      query: { from: 'share' },
      fullPath: '/lesson/play/3?from=share',
    });
    expect(scope.getState($navigationId)).toBe(2);
  });
});

import { describe, expect, it } from '@rstest/core';
import { MAX_REDIRECTS, parseAttempts, planRedirect, WINDOW_MS } from './login-loop';

describe('login loop guard', () => {
  it('allows up to three redirects in the window, then refuses', () => {
    let attempts: number[] = [];
    const now = 1_000_000;
    for (let index = 0; index < MAX_REDIRECTS; index++) {
      const plan = planRedirect(attempts, now + index * 1000);
      expect(plan.allowed).toBe(true);
      attempts = plan.attempts;
    }
    expect(planRedirect(attempts, now + 5000).allowed).toBe(false);
  });

  it('forgets attempts older than the window', () => {
    const old = [0, 1000, 2000];
    expect(planRedirect(old, 2000 + WINDOW_MS).allowed).toBe(true);
    expect(planRedirect(old, 2000 + WINDOW_MS).attempts).toEqual([2000 + WINDOW_MS]);
  });

  it('reads only numbers from storage and survives garbage', () => {
    expect(parseAttempts('[1,"x",2]')).toEqual([1, 2]);
    expect(parseAttempts('{oops')).toEqual([]);
    expect(parseAttempts(null)).toEqual([]);
  });
});

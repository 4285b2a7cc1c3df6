import { describe, expect, it } from '@rstest/core';
import { windowState } from './window';

const at = (iso: string) => Date.parse(iso);
const december = { startsAt: '2026-12-12T00:00:00+08:00', endsAt: '2026-12-13T00:00:00+08:00' };

describe('windowState', () => {
  it('is open when the campaign has no time window', () => {
    expect(windowState({}, at('2000-01-01T00:00:00Z'))).toBe('open');
  });

  it('is upcoming before the start, open from the start up to the end, and ended from the end on', () => {
    expect(windowState(december, at('2026-12-11T23:59:59.999+08:00'))).toBe('upcoming');
    expect(windowState(december, at('2026-12-12T00:00:00+08:00'))).toBe('open');
    expect(windowState(december, at('2026-12-12T23:59:59.999+08:00'))).toBe('open');
    expect(windowState(december, at('2026-12-13T00:00:00+08:00'))).toBe('ended');
  });

  it('reads the time zone of each time: midnight in Beijing is 16:00 UTC the day before', () => {
    expect(windowState(december, at('2026-12-11T15:59:59Z'))).toBe('upcoming');
    expect(windowState(december, at('2026-12-11T16:00:00Z'))).toBe('open');
  });

  it('handles an open start or an open end', () => {
    expect(windowState({ startsAt: december.startsAt }, at('2099-01-01T00:00:00Z'))).toBe('open');
    expect(windowState({ endsAt: december.endsAt }, at('2000-01-01T00:00:00Z'))).toBe('open');
    expect(windowState({ endsAt: december.endsAt }, at('2026-12-13T00:00:00+08:00'))).toBe('ended');
  });
});

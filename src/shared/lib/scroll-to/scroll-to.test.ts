import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { easeInOutCubic, scrollToPosition, scrollToTop } from './scroll-to';

function fakeReducedMotion(reduce: boolean) {
  rs.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
  );
}

describe('scrollToPosition', () => {
  let y = 0;
  beforeEach(() => {
    rs.useFakeTimers();
    y = 1000;
    Object.defineProperty(window, 'scrollY', { get: () => y, configurable: true });
    rs.spyOn(window, 'scrollTo').mockImplementation(((_x: number, next: number) => {
      y = next;
    }) as typeof window.scrollTo);
  });
  afterEach(() => {
    rs.useRealTimers();
  });

  it('eases to the target over 500 ms and resolves there', async () => {
    fakeReducedMotion(false);
    let done = false;
    const finished = scrollToTop().then(() => {
      done = true;
    });
    rs.advanceTimersByTime(250);
    expect(y).toBeGreaterThan(0);
    expect(y).toBeLessThan(1000);
    expect(done).toBe(false);
    rs.advanceTimersByTime(300);
    await finished;
    expect(y).toBe(0);
  });

  it('jumps at once when the user prefers reduced motion', async () => {
    fakeReducedMotion(true);
    await scrollToPosition(200);
    expect(y).toBe(200);
  });

  it('stops a running animation when a new one starts', async () => {
    fakeReducedMotion(false);
    const first = scrollToPosition(0);
    rs.advanceTimersByTime(100);
    const second = scrollToPosition(2000, { duration: 0 });
    await Promise.all([first, second]);
    rs.advanceTimersByTime(600);
    expect(y).toBe(2000);
  });

  it('eases in and out', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(0.1)).toBeLessThan(0.1);
    expect(easeInOutCubic(0.9)).toBeGreaterThan(0.9);
  });
});

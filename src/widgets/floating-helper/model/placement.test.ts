import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { scrollMeasured } from './back-to-top';
import { $helperShown, $menuOpen, menuToggled } from './placement';

const at = (y: number, page = 3000) => ({ y, screen: 667, page });

describe('floating helper placement: never over the page', () => {
  it('hides at the top of a long page and while scrolling down; shows at the end and while scrolling up', async () => {
    const scope = fork();
    const shownAt = async (y: number) => {
      await allSettled(scrollMeasured, { scope, params: at(y) });
      return scope.getState($helperShown);
    };
    expect(await shownAt(0)).toBe(false);
    expect(await shownAt(900)).toBe(false);
    expect(await shownAt(3000 - 667)).toBe(true);
    expect(await shownAt(1200)).toBe(true);
    expect(await shownAt(1300)).toBe(false);
    expect(await shownAt(0)).toBe(false);
  });

  it('shows on a page shorter than the screen, and closes its panel when it goes', async () => {
    const scope = fork();
    await allSettled(scrollMeasured, { scope, params: at(0, 500) });
    expect(scope.getState($helperShown)).toBe(true);
    await allSettled(menuToggled, { scope });
    expect(scope.getState($menuOpen)).toBe(true);
    await allSettled(scrollMeasured, { scope, params: at(0, 3000) });
    expect(scope.getState($menuOpen)).toBe(false);
  });

  it('keeps its place when the page grows or shrinks above the reading position (scroll anchoring)', async () => {
    const scope = fork();
    await allSettled(scrollMeasured, { scope, params: at(0) });
    await allSettled(scrollMeasured, { scope, params: at(1500) });
    await allSettled(scrollMeasured, { scope, params: at(1200) });
    expect(scope.getState($helperShown)).toBe(true);
    // A part above arrives: the browser moves the position down with it. The person did not scroll.
    await allSettled(scrollMeasured, { scope, params: at(1600, 3400) });
    expect(scope.getState($helperShown)).toBe(true);
    // Then the person scrolls down on the grown page: it hides.
    await allSettled(scrollMeasured, { scope, params: at(1700, 3400) });
    expect(scope.getState($helperShown)).toBe(false);
    // A skeleton above gives way to shorter content: the position moves up with it. Still hidden.
    await allSettled(scrollMeasured, { scope, params: at(1500, 3200) });
    expect(scope.getState($helperShown)).toBe(false);
  });
});

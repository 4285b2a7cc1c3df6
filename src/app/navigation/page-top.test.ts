// @isolate: the module follows the page's scroll with module state and window listeners; another file's navigation
// in a shared module graph would leave its own entry followed, or a putting-back running, into these tests.
import { afterEach, beforeAll, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { followPageScroll, pageEntered, shownBefore } from './page-top';

/** A frame (two, so the order of callbacks within one does not matter): what runs before a paint has run. */
const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
/** Two frames and a task: afterPaint's callback has run. */
const painted = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));

/** The learner scrolls the page on screen to `top` (the scroll event the browser would send included). */
function scrollTo(top: number) {
  window.scrollTo(0, top);
  window.dispatchEvent(new Event('scroll'));
  expect(window.scrollY).toBe(top);
}

/** A move to `hash` (a link or back/forward restoring `state`): the hash changes, then the page is entered. */
function moveTo(hash: string, state: unknown = null) {
  window.history.pushState(state, '', hash);
  window.dispatchEvent(new Event('hashchange'));
}

describe('where a page opens', () => {
  let landingState: unknown;
  // The document's scroll offset, owned here: happy-dom has no layout, other files pin window.scrollY, and mocks are
  // restored before each test.
  let offset = 0;
  beforeEach(() => {
    Object.defineProperty(window, 'scrollY', { get: () => offset, configurable: true });
    rs.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
      offset = y;
    }) as typeof window.scrollTo);
  });
  beforeAll(() => {
    window.history.replaceState({ 'wk-depth': 0 }, '', '#/index/');
    followPageScroll();
    landingState = window.history.state;
  });
  afterEach(() => scrollTo(0));

  it('marks the landing, keeping what its state held', () => {
    expect(shownBefore()).toBe(true);
    expect(landingState).toMatchObject({ 'wk-depth': 0, 'wk-shown': { hash: '#/index/' } });
  });

  it('a page reached anew opens at its top in the frame that paints it, and its entry is marked after', async () => {
    scrollTo(1200);
    moveTo('#/lesson/play/6', { 'wk-depth': 1 });
    pageEntered();
    // Not yet: the page left may still be on screen, reading its offset as it goes.
    expect(window.scrollY).toBe(1200);
    await frame();
    expect(window.scrollY).toBe(0);
    expect(shownBefore()).toBe(false);
    await painted();
    expect(shownBefore()).toBe(true);
    expect(window.history.state).toMatchObject({ 'wk-depth': 1, 'wk-shown': { hash: '#/lesson/play/6' } });
  });

  it('an entry returned to gets the offset the learner left it at, not the one the browser moved to', async () => {
    moveTo('#/index/', landingState);
    pageEntered();
    scrollTo(900);
    moveTo('#/hot');
    pageEntered();
    await painted();
    const hotState = window.history.state;
    scrollTo(300);
    // Back to home: the browser scrolls first (its own restoration, clamped by the page being left).
    moveTo('#/index/', landingState);
    scrollTo(465);
    pageEntered();
    await frame();
    expect(window.scrollY).toBe(900);
    // Forward to the list: where it was left.
    moveTo('#/hot', hotState);
    pageEntered();
    await frame();
    expect(window.scrollY).toBe(300);
  });

  it('the page on screen entered again without a move (its route decided anew) stays where the learner is', async () => {
    moveTo('#/index/', landingState);
    pageEntered();
    scrollTo(900);
    // Scrolled on, the scroll's event not sent yet when the route is decided again.
    window.scrollTo(0, 1300);
    pageEntered();
    await painted();
    expect(window.scrollY).toBe(1300);
  });

  it('a touch ends the putting back: the learner scrolls from where the page is', async () => {
    moveTo('#/index/', landingState);
    pageEntered();
    scrollTo(900);
    moveTo('#/free');
    pageEntered();
    await painted();
    moveTo('#/index/', landingState);
    pageEntered();
    window.dispatchEvent(new Event('touchstart'));
    await painted();
    expect(window.scrollY).toBe(0);
  });

  it('an entry a redirect replaced with another page (its state kept) opens at the top', async () => {
    moveTo('#/mine/lesson/index');
    pageEntered();
    await painted();
    window.history.replaceState(window.history.state, '', '#/mine/index');
    scrollTo(700);
    pageEntered();
    await frame();
    expect(window.scrollY).toBe(0);
  });

  it('an entry left within the frame is neither scrolled nor marked: the mark would name a page it never showed', async () => {
    moveTo('#/discount');
    scrollTo(400);
    pageEntered();
    moveTo('#/experience');
    await painted();
    expect(window.scrollY).toBe(400);
    window.history.back();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(window.location.hash).toBe('#/discount');
    expect(shownBefore()).toBe(false);
  });
});

import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { isBodyScrollLocked, lockBodyScroll } from './scroll-lock';

describe('lockBodyScroll', () => {
  afterEach(() => {
    document.body.removeAttribute('style');
  });

  it('pins the body at the current offset (iOS) and restores the offset and style on unlock', () => {
    Object.defineProperty(window, 'scrollY', { value: 320, configurable: true });
    const scrollTo = rs.spyOn(window, 'scrollTo').mockImplementation(() => {});
    document.body.style.color = 'red';

    const unlock = lockBodyScroll();
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-320px');
    expect(isBodyScrollLocked()).toBe(true);

    unlock();
    expect(document.body.style.position).toBe('');
    expect(document.body.style.color).toBe('red');
    expect(scrollTo).toHaveBeenCalledWith(0, 320);
    expect(isBodyScrollLocked()).toBe(false);
  });

  it('counts nested locks and ignores a second release of the same lock', () => {
    rs.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const first = lockBodyScroll();
    const second = lockBodyScroll();
    first();
    first();
    expect(document.body.style.position).toBe('fixed');
    second();
    expect(document.body.style.position).toBe('');
  });
});

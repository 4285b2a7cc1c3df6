let locks = 0;
let savedScrollY = 0;
let savedStyle = '';

/**
 * Stops the page behind an overlay from scrolling, iOS Safari and WeChat included: `overflow: hidden` alone does not
 * stop touch scrolling there, so the body is pinned with `position: fixed` at the current offset, and the offset is
 * restored on unlock. Nested locks are counted; the returned function releases this lock once.
 */
export function lockBodyScroll(): () => void {
  if (locks === 0) {
    const body = document.body;
    savedScrollY = window.scrollY;
    savedStyle = body.getAttribute('style') ?? '';
    Object.assign(body.style, {
      position: 'fixed',
      top: `-${savedScrollY}px`,
      left: '0',
      right: '0',
      width: '100%',
      overflow: 'hidden',
    });
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks > 0) return;
    if (savedStyle) document.body.setAttribute('style', savedStyle);
    else document.body.removeAttribute('style');
    window.scrollTo(0, savedScrollY);
  };
}

export function isBodyScrollLocked(): boolean {
  return locks > 0;
}

import { afterPaint } from '@/shared/ui/after-paint';

/**
 * Where a page opens. With hash routing every page is the same document, and the browser keeps the last page's
 * scroll offset for the next one: a lesson tapped halfway down home would open halfway down the lesson. So:
 * - a page reached by moving on (a link, `navigateTo`, a redirect) opens at its top;
 * - an entry that back or forward returns to opens where the learner left it. The browser's own restoration is not
 *   enough here: it runs as the hash changes, before the page returned to has rendered, so it stops at the height of
 *   the page being left, and Chromium gives up its later tries once a script has scrolled (as the top of a new page
 *   does). The app follows each entry's offset while the document lives and puts it back as the page grows, for up
 *   to RESTORE_MS or until the learner touches the screen. After a reload the browser's restoration is all there is.
 *
 * Each entry shown carries a mark in its history state: the hash it showed and a number of its own. An entry that a
 * redirect replaced with another page (the state is kept) no longer matches its mark and counts as new.
 */
const MARK_KEY = 'wk-shown';
const RESTORE_MS = 2000;

type Mark = { hash: string; id: number };
type State = Record<string, unknown>;

const state = (): State => (window.history.state as State | null) ?? {};

/** The mark of the entry on screen, if it has shown this page before. */
function currentMark(): Mark | null {
  const mark = state()[MARK_KEY] as Partial<Mark> | undefined;
  return mark?.hash === window.location.hash && typeof mark.id === 'number' ? { hash: mark.hash, id: mark.id } : null;
}

function writeMark(id: number): void {
  window.history.replaceState({ ...state(), [MARK_KEY]: { hash: window.location.hash, id } }, '');
}

// Numbers from the clock, so an entry marked before a reload never shares one with an entry marked after it.
let lastId = Date.now();
/** The entry whose offset scroll events record, and its hash. */
let following: number | null = null;
let followingHash = '';
/** Each entry's last offset and the page's height then, while the document lives. */
const offsets = new Map<number, { top: number; height: number }>();
let stopRestoring: (() => void) | null = null;
let listening = false;

/** Whether the entry on screen has shown its page before (back or forward to it, or a reload). */
export function shownBefore(): boolean {
  return currentMark() !== null;
}

/** From the first screen on: the landing's entry is marked, and the offset of the entry on screen is followed. */
export function followPageScroll(): void {
  const landing = currentMark();
  const id = landing?.id ?? ++lastId;
  follow(id);
  if (!landing) writeMark(id);
  if (listening) return;
  listening = true;
  // Only while the hash is the followed entry's: once it moves, a scroll is the browser's (its own restoration,
  // clamped to the page being left) or the next page's arriving, until that page is entered and followed.
  window.addEventListener(
    'scroll',
    () => {
      if (following === null || window.location.hash !== followingHash) return;
      offsets.set(following, { top: window.scrollY, height: document.documentElement.scrollHeight });
    },
    { passive: true },
  );
}

function follow(id: number): void {
  following = id;
  followingHash = window.location.hash;
}

/**
 * A page entered. A new entry goes to the top in the frame that paints its page, before the paint (not at once: the
 * page left is still mounted, and an endless list there reads its return offset as it unmounts); its mark waits
 * until that frame has painted (a history write is no part of the tap's task). An entry returned to gets its offset
 * back, frame by frame while its page grows. Nothing happens once the learner has moved on.
 */
export function pageEntered(): void {
  stopRestoring?.();
  const hash = window.location.hash;
  const mark = currentMark();
  if (mark) {
    // The page on screen entered again without a move (its route decided anew): it stays where it is.
    if (following === mark.id && followingHash === hash) return;
    follow(mark.id);
    const left = offsets.get(mark.id);
    if (left) stopRestoring = restore(left, hash);
    return;
  }
  const id = ++lastId;
  follow(id);
  requestAnimationFrame(() => {
    if (window.location.hash === hash && window.scrollY !== 0) window.scrollTo(0, 0);
  });
  afterPaint(() => {
    if (window.location.hash === hash) writeMark(id);
  });
}

/**
 * Scrolls back to `top` on each frame until it is reached with the page as tall as it was (while parts above are
 * still arriving, the browser's scroll anchoring moves the offset on), the learner touches the screen, or RESTORE_MS
 * passed.
 */
function restore({ top, height }: { top: number; height: number }, hash: string): () => void {
  const until = Date.now() + RESTORE_MS;
  let frame = 0;
  const inputs = ['touchstart', 'wheel', 'keydown', 'mousedown'] as const;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const input of inputs) window.removeEventListener(input, stop);
    stopRestoring = null;
  };
  const step = () => {
    if (window.location.hash !== hash || Date.now() > until) return stop();
    if (Math.abs(window.scrollY - top) > 1) window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) <= 1 && document.documentElement.scrollHeight >= height - 1) return stop();
    frame = requestAnimationFrame(step);
  };
  for (const input of inputs) window.addEventListener(input, stop, { passive: true });
  frame = requestAnimationFrame(step);
  return stop;
}

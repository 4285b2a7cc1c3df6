import { createEvent, createStore, sample } from 'effector';
import { backToTopClicked, ScrollWatchGate, scrollMeasured } from './back-to-top';
import { chatClicked } from './chat';

/**
 * When the helper's one button shows: it must never cover the page. At the page's end (or on a page shorter than
 * the screen) it sits in the room the page reserves after its content (the spacer); while the person scrolls up —
 * looking for a way back — it shows over the page until they scroll down again. At the top of a longer page, and
 * while scrolling down, it hides. A button that has the keyboard's focus stays.
 */
export const helperFocused = createEvent<boolean>();
export const menuToggled = createEvent();
export const menuClosed = createEvent();

type Place = { y: number; page: number; up: boolean; atEnd: boolean };
/** A pixel or two of rounding: the end is reached when what is left to scroll is below it. */
const END_SLACK = 2;

/**
 * The direction is the person's only when the page kept its height: when content above the reading position grows
 * or shrinks (a lazy part arrives, an image loads), the browser moves the scroll position with it (scroll anchoring),
 * and that is no one scrolling.
 */
const directionOf = (last: Place, y: number, page: number) =>
  page !== last.page || y === last.y ? last.up : y < last.y;

const $place = createStore<Place>({ y: 0, page: 0, up: false, atEnd: false })
  .on(scrollMeasured, (last, { y, screen, page }) => ({
    y,
    page,
    up: directionOf(last, y, page),
    atEnd: y + screen >= page - END_SLACK,
  }))
  .reset(ScrollWatchGate.close);
const $focused = createStore(false)
  .on(helperFocused, (_, focused) => focused)
  .reset(ScrollWatchGate.close);

export const $helperShown = sample({
  source: { place: $place, focused: $focused },
  fn: ({ place, focused }) => focused || place.atEnd || (place.up && place.y > 0),
});

/** The three actions' panel, open from the button; it closes with any action, Escape, or the button going. */
export const $menuOpen = createStore(false)
  .on(menuToggled, (open) => !open)
  .reset(menuClosed, ScrollWatchGate.close);
sample({ clock: $helperShown, filter: (shown) => !shown, target: menuClosed });
sample({ clock: [backToTopClicked, chatClicked], target: menuClosed });

/**
 * Home's first screen drawn from index.html, before the app's JavaScript has arrived: on a phone's 4G that
 * JavaScript is about a second of download and start, during which the learner would look at a white page, and the
 * banner picture, which is usually in by then, would wait for React to draw it.
 *
 * The markup is React's own first render of home (search entry, skeletons, channels, tab bar), written by
 * `first-screen-markup.test.tsx` into `home-first-screen.html` and put in index.html's `<template>` by the build
 * (rsbuild.config.ts); that test fails when home's first render and the file differ. The app's first render then
 * replaces it with the same thing (src/app/bootstrap.tsx waits until the shell has the page, not its loading
 * blocks), so nothing moves and nothing flashes.
 */

export const FIRST_SCREEN_TEMPLATE_ID = 'wk-first-screen';
export const FIRST_SCREEN_MARK = 'wk:first-screen';

export type BannerPicture = { url: string; title: string };

export type FirstScreen = {
  /** Puts the first banner's picture in the banner's box, as home's placeholder shows it (BannerPlaceholder). */
  showBanner(picture: BannerPicture): void;
};

/**
 * Draws the first screen into `#root` as soon as the document is parsed (before the app's deferred scripts run).
 * Only while the document is still loading: a script that runs later could find the app already drawn.
 */
export function drawFirstScreen(doc: Document): FirstScreen {
  let box: Element | null = null;
  let waiting: BannerPicture | null = null;
  const draw = () => {
    const root = doc.getElementById('root');
    const screen = templateContent(doc, FIRST_SCREEN_TEMPLATE_ID);
    if (!root || !screen || root.firstElementChild) return;
    root.append(screen);
    // When the learner first saw something (for field measurements, and the engine tests' sign that it was drawn).
    performance.mark(FIRST_SCREEN_MARK);
    box = root.querySelector('.home-banner');
    if (waiting) showBanner(waiting);
  };
  const showBanner = (picture: BannerPicture) => {
    waiting = picture;
    // Once the app has drawn its own screen this box is no longer in the page: filling it changes nothing.
    if (box) box.replaceChildren(bannerStill(doc, picture));
  };
  // The first change from 'loading' is to 'interactive': the parser is done, the deferred scripts (the app's) not run.
  if (doc.readyState === 'loading') doc.addEventListener('readystatechange', draw, { once: true });
  return { showBanner };
}

/** A copy of what index.html's template `id` holds, or null without it. */
export function templateContent(doc: Document, id: string): DocumentFragment | null {
  const template = doc.getElementById(id);
  return template instanceof HTMLTemplateElement ? doc.importNode(template.content, true) : null;
}

/** The picture in its frame, element for element as home's placeholder renders it. */
function bannerStill(doc: Document, { url, title }: BannerPicture): Element {
  const frame = doc.createElement('div');
  frame.className = 'home-banner__frame';
  const image = doc.createElement('img');
  image.className = 'home-banner__still';
  // In React's order (it sets an image's src last, so the browser asks for the picture once).
  image.setAttribute('alt', title);
  image.setAttribute('fetchpriority', 'high');
  image.setAttribute('src', url);
  frame.append(image);
  return frame;
}

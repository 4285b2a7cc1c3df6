/**
 * What the engine matrix needs of a browser, whatever drives it: Chromium over the DevTools protocol (any version
 * since 86, where Playwright no longer works), WebKit over WebDriver. Page scripts are strings evaluated in the page
 * and must run in the oldest engine: no syntax or API newer than Chrome 86 / iOS 14.5.
 */
export type EnginePage = {
  /** Loads `url` and waits for the document to be complete. */
  goto(url: string): Promise<void>;
  /** Evaluates an expression in the page (awaiting a promise it returns) and hands back its JSON value. */
  evaluate<T>(expression: string): Promise<T>;
  /** A real click (input events, not `element.click()`) at the centre of the first visible match. */
  click(selector: string, text?: string): Promise<void>;
  /** Focuses the first visible match and types `text` as a keyboard would. */
  type(selector: string, text: string): Promise<void>;
  screenshot(file: string): Promise<void>;
  /** Uncaught errors and console errors since the last call. */
  takeErrors(): Promise<string[]>;
  close(): Promise<void>;
};

export type Engine = {
  name: string;
  /** The engine's own version string (navigator.userAgent's engine part). */
  version: string;
  /**
   * A page in a profile of its own (storage, cookies): two identities can be signed in at once. `dark`: the phone is
   * set to dark mode (prefers-color-scheme: dark).
   */
  newPage(options?: { dark?: boolean }): Promise<EnginePage>;
  close(): Promise<void>;
};

/** Recording errors in the page: the WebDriver engines have no event for them. Installed again after each load. */
export const ERROR_RECORDER = `(function () {
  if (window.__engineErrors) return;
  var errors = (window.__engineErrors = []);
  window.addEventListener('error', function (event) { errors.push('pageerror: ' + (event.message || event.type)); });
  window.addEventListener('unhandledrejection', function (event) {
    var reason = event.reason;
    errors.push('unhandledrejection: ' + (reason && reason.message ? reason.message : String(reason)));
  });
  var original = console.error;
  console.error = function () {
    var parts = [];
    for (var i = 0; i < arguments.length; i++) parts.push(arguments[i] && arguments[i].message ? arguments[i].message : String(arguments[i]));
    errors.push('console: ' + parts.join(' '));
    return original.apply(console, arguments);
  };
})()`;

/** A page script that finds the first visible element matching `selector` (and containing `text`), or null. */
export function findScript(selector: string, text?: string): string {
  return `(function () {
    var list = document.querySelectorAll(${JSON.stringify(selector)});
    for (var i = 0; i < list.length; i++) {
      var element = list[i];
      var rect = element.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      if (${JSON.stringify(text ?? '')} && (element.textContent || '').indexOf(${JSON.stringify(text ?? '')}) === -1) continue;
      return element;
    }
    return null;
  })()`;
}

/** Polls `expression` in the page until it is truthy; throws `what` (and the last value) after `timeout` ms. */
export async function waitFor<T>(page: EnginePage, expression: string, what: string, timeout = 15_000): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: unknown = null;
  let failure = '';
  while (Date.now() < deadline) {
    try {
      last = await page.evaluate<T>(expression);
      if (last) return last as T;
    } catch (error) {
      // A navigation in progress destroys the context the script ran in: try again.
      failure = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out after ${timeout} ms waiting for ${what}${failure ? ` (${failure})` : ''}`);
}

/** Waits for a visible element matching `selector` (and containing `text`). */
export function waitForElement(page: EnginePage, selector: string, text?: string, timeout?: number): Promise<true> {
  return waitFor<true>(
    page,
    `${findScript(selector, text)} !== null`,
    text ? `${selector} "${text}"` : selector,
    timeout,
  );
}

/** Retries `find` until it returns an element (or a point), for up to `timeout` ms: elements come with answers. */
export async function eventually<T>(find: () => Promise<T | null>, what: string, timeout = 15_000): Promise<T> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    const found = await find().catch(() => null);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no visible ${what} after ${timeout} ms`);
}

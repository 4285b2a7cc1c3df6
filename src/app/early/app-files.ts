import { templateContent } from './first-screen';

/**
 * The app's own files (the deferred scripts in the head) failing to arrive, on a weak network or a static host's bad
 * moment, would leave the page as it is: blank, or home's drawn first screen for ever. The page then says so, with
 * 重新加载 (its markup is a template in index.html). A page's later chunks are the app's to handle.
 */
export const APP_FILES_FAILED_TEMPLATE_ID = 'wk-app-files-failed';

export function watchAppFiles(win: Window, reload: () => void): void {
  const doc = win.document;
  const show = () => showAppFilesFailed(doc, reload);
  // A file's error does not bubble: it is seen on its way down, from the window.
  win.addEventListener(
    'error',
    ({ target }) => {
      if (target instanceof HTMLScriptElement && target.defer)
        doc.readyState === 'loading' ? doc.addEventListener('DOMContentLoaded', show) : show();
    },
    true,
  );
}

/** The message in place of whatever the root shows, its 重新加载 button wired. */
export function showAppFilesFailed(doc: Document, reload: () => void): void {
  const root = doc.getElementById('root');
  const message = templateContent(doc, APP_FILES_FAILED_TEMPLATE_ID);
  if (!root || !message) return;
  root.replaceChildren(message);
  root.querySelector('button')?.addEventListener('click', reload);
}

import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { type ErrorInfo, StrictMode, startTransition } from 'react';
import { REQUEST_TIMEOUT_MS } from '@/shared/api';
import { ErrorBoundary } from '@/shared/ui/error-boundary';
import { createRoot } from './dom';
import { appStarted } from './model/app';
import { whenPicturePainted, whenShellCanShow } from './navigation/model';
import { App } from './router/App';
import './styles/global.css';

/** Render errors, caught by a boundary or not, with the route they happened on (the hash without its query). */
function logRenderError(error: unknown, info: ErrorInfo): void {
  const route = window.location.hash.split('?')[0] || '#/';
  console.error(`页面渲染出错 ${route}`, error, info.componentStack ?? '');
}

/** The bundler's runtime names the error of a chunk that did not arrive (a network error or a missing file). */
const isChunkLoadError = (error: unknown) => error instanceof Error && error.name === 'ChunkLoadError';

/** The longest the app's takeover waits for the drawn screen's picture (a slow network). */
const PICTURE_WAIT_MS = 1000;

export function bootstrap(container: HTMLElement | null): void {
  if (!container) return;
  const scope = fork();
  const root = createRoot(container, { onCaughtError: logRenderError, onUncaughtError: logRenderError });
  const app = (
    <StrictMode>
      <Provider value={scope}>
        {/* The last line of defence: an error in the shell itself still leaves a way back instead of a blank page. A
            new address (the empty query) reloads the app on 首页. A chunk that could not load is the network's
            fault, not the page's: the same words as index.html's message for the app's own files. */}
        <ErrorBoundary
          fallback={(_, error) =>
            isChunkLoadError(error) ? (
              <p className="wk-placeholder" role="alert">
                网络不太好，页面没有加载完成。
                <button
                  type="button"
                  className="wk-button wk-button--primary wk-button--m"
                  onClick={() => window.location.reload()}
                >
                  重新加载
                </button>
              </p>
            ) : (
              <p className="wk-placeholder" role="alert">
                页面出错了，<a href="?#/index/">回到首页</a>
              </p>
            )
          }
        >
          <App />
        </ErrorBoundary>
      </Provider>
    </StrictMode>
  );
  if (container.firstElementChild) {
    // Home's first screen, drawn by index.html's early script (src/app/early/first-screen.ts), stays until the shell
    // can show the page: its loading blocks in between would flash over it. A transition: React renders the page in
    // short slices, as the shell's own background render of a first page does.
    void whenShellCanShow(scope, REQUEST_TIMEOUT_MS)
      .then(() => whenPicturePainted(container, PICTURE_WAIT_MS))
      .then(() => startTransition(() => root.render(app)));
  } else {
    root.render(app);
  }
  void allSettled(appStarted, { scope });
}

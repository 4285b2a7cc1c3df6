import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { type ErrorInfo, StrictMode } from 'react';
import { ErrorBoundary } from '@/shared/ui/error-boundary';
import { createRoot } from './dom';
import { appStarted } from './model/app';
import { App } from './router/App';
import './styles/global.css';

/** Render errors, caught by a boundary or not, with the route they happened on (the hash without its query). */
function logRenderError(error: unknown, info: ErrorInfo): void {
  const route = window.location.hash.split('?')[0] || '#/';
  console.error(`页面渲染出错 ${route}`, error, info.componentStack ?? '');
}

export function bootstrap(container: HTMLElement | null): void {
  if (!container) return;
  const scope = fork();
  createRoot(container, { onCaughtError: logRenderError, onUncaughtError: logRenderError }).render(
    <StrictMode>
      <Provider value={scope}>
        {/* The last line of defence: an error in the shell itself still leaves a way back instead of a blank page. A
            new address (the empty query) reloads the app on 首页. */}
        <ErrorBoundary
          fallback={() => (
            <p className="wk-placeholder" role="alert">
              页面出错了，<a href="?#/index/">回到首页</a>
            </p>
          )}
        >
          <App />
        </ErrorBoundary>
      </Provider>
    </StrictMode>,
  );
  void allSettled(appStarted, { scope });
}

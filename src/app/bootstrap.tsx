import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { StrictMode } from 'react';
import { createRoot } from './dom';
import { appStarted } from './model/app';
import { App } from './router/App';
import './styles/global.css';

export function bootstrap(container: HTMLElement | null): void {
  if (!container) return;
  const scope = fork();
  createRoot(container).render(
    <StrictMode>
      <Provider value={scope}>
        <App />
      </Provider>
    </StrictMode>,
  );
  void allSettled(appStarted, { scope });
}

import { render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import HomePage from './HomePage';

/** The blocks under the channels load after the first paint (a frame, then a task), and then fetch. */
export const LATER = { timeout: 4000 };

/** The home screen in a fresh scope, against the mock backend. */
export function renderHome() {
  render(
    <Provider value={fork()}>
      <HomePage />
    </Provider>,
  );
}

/** A titled block of the screen, once it is there. */
export const region = (name: string) => screen.findByRole('region', { name }, LATER);

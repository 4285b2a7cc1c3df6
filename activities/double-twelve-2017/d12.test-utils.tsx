import { render } from '@testing-library/react';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import type { ReactElement } from 'react';
import { $token } from '@/shared/api';

/** Demo identities of the mock (README "Demo identities"). */
export const LEARNER = 1;
export const LECTURER = 3;
/** A seeded sharer of the mock (mocks/state.ts): 阳光男孩, first in the rank with 18 visitors. */
export const TOP_SHARER = { userId: 21, shareCode: 'sq7m2k9x4a', nickName: '阳光男孩', visits: 18 };

// effector does not export its Handlers type; the (legacy) second parameter of fork carries the same one.
type Handlers = NonNullable<Parameters<typeof fork>[1]>['handlers'];

/** A scope logged in as `userId`; its requests reach the campaign's mock through msw (tests/setup.ts). */
export function scopeAs(userId: number, handlers: Handlers = []) {
  return fork({ values: [[$token, `mock.${userId}.test`]], handlers });
}

/** Renders a page as the shell would: inside the scope, with the route's title. */
export function renderPage(scope: Scope, element: ReactElement) {
  return render(<Provider value={scope}>{element}</Provider>);
}

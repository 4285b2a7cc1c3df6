import { render } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import type { ComponentType } from 'react';
import { $user, type Userinfo } from '@/entities/user';
import type { ActivityPageProps } from '@/shared/activity';
import { $token } from '@/shared/api';
import { navigateFx } from '../model/navigation';
import { paperPurchase } from '../model/purchase';

/** For the campaign's component tests only: a page in its own app scope, with the mock backend behind it. */
export function renderPage(
  Page: ComponentType<ActivityPageProps>,
  options: { paperId: number; token: string; user: Userinfo; title?: string },
) {
  const navigations: string[] = [];
  const scope = fork({
    values: [
      [$token, options.token],
      [$user, options.user],
    ],
    handlers: [
      [navigateFx, (to: string) => navigations.push(to)],
      // Short pauses, so 支付确认中 shows briefly.
      [paperPurchase.waitFx, () => new Promise<void>((resolve) => setTimeout(resolve, 30))],
    ],
  });
  const view = render(
    <Provider value={scope}>
      <Page params={{}} query={{ paperId: String(options.paperId) }} title={options.title ?? '趣味测评'} />
    </Provider>,
  );
  return { scope, view, navigations };
}

import { describe, expect, it } from '@rstest/core';
import { act, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { readLocation } from '@/shared/routing';
import { firstScreenShown } from '../model/app-started';
import { $view, type View } from '../navigation/model';
import { Shell } from './Shell';

const renders = { count: 0 };

function CountingPage() {
  renders.count += 1;
  return <main data-page="index">首页</main>;
}

const homeView: View = {
  id: 1,
  match: { route: { name: 'index', path: '/index', meta: { hideFooter: true } }, params: {} },
  location: readLocation('#/index/', ''),
  Page: CountingPage,
};

describe('Shell', () => {
  it('does not render the page again when the first screen is declared done (issue 18: one sync render less)', async () => {
    renders.count = 0;
    const scope = fork({ values: [[$view, homeView]] });
    render(
      <Provider value={scope}>
        <Shell />
      </Provider>,
    );
    expect(await screen.findByText('首页')).toBeTruthy();
    const before = renders.count;
    await act(() => allSettled(firstScreenShown, { scope }));
    expect(renders.count).toBe(before);
    expect(screen.getByText('首页')).toBeTruthy();
  });
});

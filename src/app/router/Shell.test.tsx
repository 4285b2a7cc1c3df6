import { describe, expect, it } from '@rstest/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
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

/** A page that throws while `crash.on`, as one calling an API the engine lacks would. */
const crash = { on: false };
function ThrowingPage() {
  if (crash.on) throw new TypeError('t.findLast is not a function');
  return <main data-page="mine-index">我的</main>;
}

const homeView: View = {
  id: 1,
  match: { route: { name: 'index', path: '/index', meta: { hideFooter: true } }, params: {} },
  location: readLocation('#/index/', ''),
  Page: CountingPage,
};

describe('Shell', () => {
  it('does not render the page again when the first screen is declared done (one synchronous render less)', async () => {
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

  it('keeps a page that throws inside its frame: 页面出错了 with 重试 and 回到首页, the tab bar still there', async () => {
    crash.on = true;
    const view: View = {
      id: 2,
      match: { route: { name: 'mine-index', path: '/mine/index', meta: { tab: 'mine' } }, params: {} },
      location: readLocation('#/mine/index', ''),
      Page: ThrowingPage,
    };
    const scope = fork({ values: [[$view, view]] });
    const { container } = render(
      <Provider value={scope}>
        <Shell />
      </Provider>,
    );
    expect(await screen.findByRole('heading', { name: '页面出错了' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '回到首页' }).getAttribute('href')).toBe('#/index/');
    expect(screen.getByRole('navigation')).toBeTruthy();
    expect(container.textContent).not.toBe('');
    crash.on = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('我的', { selector: 'main' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '页面出错了' })).toBeNull();
  });
});

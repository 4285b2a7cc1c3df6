import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createEffect, fork } from 'effector';
import { Provider } from 'effector-react';
import { createInfiniteList, type InfiniteListPage, type InfiniteListRequest } from './create-infinite-list';
import { FIRST_FRAME_ROWS, InfiniteList, RETURN_SPARE_ROWS } from './InfiniteList';

let count = 0;
let endTop = 10_000;

function setup(fetchPage: (request: InfiniteListRequest<void>) => Promise<InfiniteListPage<string>>) {
  const fetchPageFx = createEffect<InfiniteListRequest<void>, InfiniteListPage<string>>();
  const list = createInfiniteList({ key: `view-${++count}`, fetchPageFx });
  const fetch = rs.fn(fetchPage);
  const scrollTo = rs.fn();
  const scope = fork({
    handlers: [
      [fetchPageFx, fetch],
      [list.restoreScrollFx, scrollTo],
    ],
  });
  const view = () => (
    <Provider value={scope}>
      <InfiniteList list={list} label="课程" getKey={(item) => item} renderItem={(item) => <span>{item}</span>} />
    </Provider>
  );
  return { list, fetch, scrollTo, view };
}

const pages =
  (last: number) =>
  async ({ page }: InfiniteListRequest<void>) => ({
    items: [`第${page}页甲`, `第${page}页乙`],
    hasMore: page < last,
  });

/**
 * Scrolls until the list's end is `distance` px below the bottom of the screen; afterwards the end is far below
 * again, as the page that loads pushes it down.
 */
function scrollEndTo(distance: number) {
  endTop = window.innerHeight + distance;
  act(() => {
    fireEvent.scroll(window);
  });
  endTop = 10_000;
}

/**
 * Waits until the list's first frame has "painted": it then renders its remaining rows and starts watching its end.
 * A frame and a 10 ms timer land after the list's own frame-and-task.
 */
const firstFramePainted = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10))));

describe('InfiniteList', () => {
  beforeEach(() => {
    // The first screen's case (the first page's request at once); the model's tests cover a route change's.
    rs.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    endTop = 10_000;
    window.history.replaceState(null, '');
    rs.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const top = this.classList.contains('wk-infinite-list__end') ? endTop : 0;
      return { top, bottom: top, left: 0, right: 0, width: 0, height: 0, x: 0, y: top } as DOMRect;
    });
  });
  afterEach(() => {
    window.history.replaceState(null, '');
  });

  it('loads the next page only once the end is within 30 px of the bottom of the screen', async () => {
    const { fetch, view } = setup(pages(3));
    render(view());
    expect(await screen.findByText('第1页甲')).toBeTruthy();
    await firstFramePainted();
    scrollEndTo(31);
    expect(fetch).toHaveBeenCalledTimes(1);
    scrollEndTo(30);
    expect(await screen.findByText('第2页乙')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('list', { name: '课程' }).children).toHaveLength(4);
  });

  it('shows 加载中… while a page loads and never fetches it twice, then 没有更多了', async () => {
    let answer: (page: InfiniteListPage<string>) => void = () => {};
    const { fetch, view } = setup(({ page }) =>
      page === 1 ? pages(2)({ page, params: undefined }) : new Promise((resolve) => (answer = resolve)),
    );
    render(view());
    await screen.findByText('第1页甲');
    await firstFramePainted();
    scrollEndTo(0);
    scrollEndTo(-100);
    scrollEndTo(10);
    expect(screen.getByRole('status').textContent).toContain('加载中…');
    expect(fetch).toHaveBeenCalledTimes(2);
    await act(async () => answer({ items: ['最后一条'], hasMore: false }));
    expect(screen.getByText('没有更多了')).toBeTruthy();
    scrollEndTo(0);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('shows the skeleton while the first page loads and the empty placeholder when there is nothing', async () => {
    let answer: (page: InfiniteListPage<string>) => void = () => {};
    const { view } = setup(() => new Promise((resolve) => (answer = resolve)));
    render(view());
    expect(screen.getByRole('status', { name: '加载中' })).toBeTruthy();
    await act(async () => answer({ items: [], hasMore: false }));
    expect(screen.getByText('暂无内容')).toBeTruthy();
  });

  it('shows an error with 重试 that loads the failed page again', async () => {
    let fail = true;
    const { fetch, view } = setup(async (request) => {
      if (fail) throw new Error('offline');
      return pages(1)(request);
    });
    render(view());
    expect((await screen.findByRole('alert')).textContent).toContain('加载失败');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('第1页甲')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('comes back with the back button to the loaded pages at the same scroll offset, afresh otherwise', async () => {
    const { fetch, scrollTo, view } = setup(pages(5));
    const first = render(view());
    await screen.findByText('第1页甲');
    await firstFramePainted();
    scrollEndTo(0);
    await screen.findByText('第2页甲');
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    act(() => {
      fireEvent.scroll(window);
    });
    first.unmount();

    // Back to the same history entry: it carries the list's mark.
    const back = render(view());
    expect(screen.getByText('第2页乙')).toBeTruthy();
    expect(scrollTo).toHaveBeenCalledWith(640);
    expect(fetch).toHaveBeenCalledTimes(2);
    back.unmount();

    // A new visit pushes a new entry without the mark.
    window.history.pushState(null, '', '#/free');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    render(view());
    expect(await screen.findByText('第1页甲')).toBeTruthy();
    expect(screen.queryByText('第2页甲')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('renders its first 8 rows in the first frame on a fresh visit and the rest once that frame has painted', async () => {
    const { view } = setup(async () => ({
      items: Array.from({ length: 12 }, (_, i) => `第${i + 1}条`),
      hasMore: true,
    }));
    render(view());
    await screen.findByText('第1条');
    const rows = () => screen.getByRole('list', { name: '课程' }).children;
    // The answer came before the list's first frame painted: still only the first screenful.
    expect(rows()).toHaveLength(FIRST_FRAME_ROWS);
    await firstFramePainted();
    expect(rows()).toHaveLength(12);
    expect(screen.getByText('第12条')).toBeTruthy();
  });

  it('hides its pictures in its first frame only (their painting waits a frame; their boxes keep their place)', async () => {
    const { view } = setup(pages(1));
    render(view());
    await screen.findByText('第1页甲');
    const list = screen.getByRole('list', { name: '课程' }).parentElement as HTMLElement;
    expect(list.hasAttribute('data-first-frame')).toBe(true);
    await firstFramePainted();
    expect(list.hasAttribute('data-first-frame')).toBe(false);
  });

  it('comes back with the rows down to the screen it left in its first frame, scrolled there, and the rest after', async () => {
    // Rows 100 px tall on a 600 px screen; the page scrolled by 1 500 px shows rows 16 to 21.
    let scrollY = 0;
    rs.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
    rs.spyOn(window, 'innerHeight', 'get').mockReturnValue(600);
    rs.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const index = this.tagName === 'LI' ? Array.prototype.indexOf.call(this.parentElement?.children ?? [], this) : 0;
      const top = this.classList.contains('wk-infinite-list__end') ? 10_000 : index * 100 - scrollY;
      return { top, bottom: top + 100, left: 0, right: 0, width: 0, height: 100, x: 0, y: top } as DOMRect;
    });
    const { scrollTo, view } = setup(async () => ({
      items: Array.from({ length: 30 }, (_, i) => `第${i + 1}条`),
      hasMore: false,
    }));
    const first = render(view());
    await screen.findByText('第1条');
    await firstFramePainted();
    const rows = () => screen.getByRole('list', { name: '课程' }).children;
    expect(rows()).toHaveLength(30);
    scrollY = 1500;
    act(() => {
      fireEvent.scroll(window);
    });
    first.unmount();

    const back = render(view());
    // Before its first paint: rows 1 to 21 (the last one starting above the screen's bottom) and two more.
    expect(rows()).toHaveLength(21 + RETURN_SPARE_ROWS);
    expect(scrollTo).toHaveBeenCalledWith(1500);
    await firstFramePainted();
    expect(rows()).toHaveLength(30);
    back.unmount();

    // Back at the top: the first screenful (8 rows) is enough.
    scrollY = 0;
    const again = render(view());
    await firstFramePainted();
    act(() => {
      fireEvent.scroll(window);
    });
    again.unmount();
    render(view());
    expect(rows()).toHaveLength(FIRST_FRAME_ROWS);
  });
});

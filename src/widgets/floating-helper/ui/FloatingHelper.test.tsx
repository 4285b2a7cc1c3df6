import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { http } from 'msw';
import { mockServer } from '../../../../tests/msw-server';
import { chatSwitchRequested, openChatFx } from '../model/chat';
import { FloatingHelper } from './FloatingHelper';

function renderHelper(scope: Scope, { isHome = false, aboveTabBar = false } = {}) {
  return render(
    <Provider value={scope}>
      <FloatingHelper isHome={isHome} aboveTabBar={aboveTabBar} />
    </Provider>,
  );
}

describe('FloatingHelper: 回到顶部', () => {
  let y = 0;
  const scrollTo = rs.fn((_x: number, next: number) => {
    y = next;
  });
  const own = (key: 'scrollY' | 'innerHeight' | 'scrollTo') => Object.getOwnPropertyDescriptor(window, key);
  const saved = { scrollY: own('scrollY'), innerHeight: own('innerHeight'), scrollTo: own('scrollTo') };

  beforeEach(() => {
    rs.useFakeTimers();
    y = 0;
    scrollTo.mockClear();
    Object.defineProperty(window, 'scrollY', { get: () => y, configurable: true });
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    Object.defineProperty(window, 'scrollTo', { value: scrollTo, configurable: true, writable: true });
  });
  afterEach(() => {
    rs.useRealTimers();
    for (const [key, descriptor] of Object.entries(saved)) {
      if (descriptor) Object.defineProperty(window, key, descriptor);
      else Reflect.deleteProperty(window, key);
    }
  });

  function scrollPage(to: number) {
    y = to;
    fireEvent.scroll(window);
    act(() => rs.advanceTimersByTime(20));
  }

  it('appears only past half the screen height and takes the page back to the top', () => {
    renderHelper(fork());
    expect(screen.queryByRole('button', { name: '回到顶部' })).toBeNull();
    scrollPage(400);
    expect(screen.queryByRole('button', { name: '回到顶部' })).toBeNull();
    scrollPage(401);

    fireEvent.click(screen.getByRole('button', { name: '快捷操作' }));
    fireEvent.click(screen.getByRole('button', { name: '回到顶部' }));
    act(() => rs.advanceTimersByTime(600));
    expect(scrollTo).toHaveBeenCalled();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    fireEvent.scroll(window);
    act(() => rs.advanceTimersByTime(20));
    expect(screen.queryByRole('button', { name: '回到顶部' })).toBeNull();
  });

  it('stops listening once it is gone', () => {
    const { unmount } = renderHelper(fork());
    unmount();
    const frames = rs.spyOn(window, 'requestAnimationFrame');
    fireEvent.scroll(window);
    expect(frames).not.toHaveBeenCalled();
  });
});

describe('FloatingHelper: 联系客服', () => {
  function answerSwitch(response: () => Response) {
    mockServer.use(http.get('*/api/config/activitySwitch', response));
  }
  const json = (data: unknown) =>
    new Response(JSON.stringify({ code: 1, msg: 'ok', data }), { headers: { 'content-type': 'application/json' } });

  it('shows when the switch is on and opens the chat (inside the app)', async () => {
    const open = rs.fn();
    const scope = fork({ handlers: [[openChatFx, open]] });
    await allSettled(chatSwitchRequested, { scope });
    renderHelper(scope);
    fireEvent.click(screen.getByRole('button', { name: '快捷操作' }));
    fireEvent.click(screen.getByRole('button', { name: '联系客服' }));
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\//));
  });

  it('is hidden when the switch is off', async () => {
    answerSwitch(() => json({ meiqiaSwitch: 0 }));
    const scope = fork();
    await allSettled(chatSwitchRequested, { scope });
    renderHelper(scope);
    fireEvent.click(screen.getByRole('button', { name: '快捷操作' }));
    expect(screen.queryByRole('button', { name: '联系客服' })).toBeNull();
  });

  it('is hidden when the switch cannot be read', async () => {
    answerSwitch(() => new Response(null, { status: 500 }));
    const scope = fork();
    await allSettled(chatSwitchRequested, { scope });
    renderHelper(scope);
    fireEvent.click(screen.getByRole('button', { name: '快捷操作' }));
    expect(screen.queryByRole('button', { name: '联系客服' })).toBeNull();
  });
});

describe('FloatingHelper: 返回首页', () => {
  it('links home away from the home screen', () => {
    renderHelper(fork(), { isHome: false, aboveTabBar: true });
    const toggle = screen.getByRole('button', { name: '快捷操作' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('#/index/');
    fireEvent.keyDown(screen.getByRole('link', { name: '返回首页' }), { key: 'Escape' });
    expect(screen.queryByRole('link', { name: '返回首页' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '快捷操作' }));
  });

  it('is hidden on the home screen', () => {
    renderHelper(fork(), { isHome: true });
    expect(screen.queryByRole('link', { name: '返回首页' })).toBeNull();
  });
});

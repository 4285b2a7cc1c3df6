import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { clearToast, showToast, type ToastOptions } from './model';
import { ToastHost } from './ToastHost';

function renderHost() {
  const scope = fork();
  render(
    <Provider value={scope}>
      <ToastHost />
    </Provider>,
  );
  return scope;
}

async function show(scope: Scope, params: ToastOptions) {
  await act(() => allSettled(showToast, { scope, params }));
}

describe('ToastHost', () => {
  beforeEach(() => {
    rs.useFakeTimers();
  });
  afterEach(() => {
    rs.useRealTimers();
  });

  it('shows only the text for msg and an icon naming the type for every other type', async () => {
    const scope = renderHost();
    await show(scope, { message: '只是文字', type: 'msg' });
    expect(screen.getByRole('status')).toHaveProperty('textContent', '只是文字');
    expect(screen.queryByRole('img')).toBeNull();

    const cases = [
      ['loading', '加载中', 'status'],
      ['success', '成功', 'status'],
      ['warning', '警告', 'alert'],
      ['fail', '失败', 'alert'],
      ['error', '出错', 'alert'],
    ] as const;
    for (const [type, label, role] of cases) {
      await show(scope, { message: `${type} 文字`, type });
      const toast = screen.getByRole(role);
      expect(toast.textContent).toBe(`${type} 文字`);
      expect(screen.getByRole('img', { name: label })).toBeTruthy();
    }
  });

  it('fades out after 2 s and is removed when the fade-out ends', async () => {
    const scope = renderHost();
    await show(scope, { message: '已收藏', type: 'success' });
    act(() => rs.advanceTimersByTime(1999));
    expect(screen.getByText('已收藏').parentElement?.dataset.state).toBe('shown');
    act(() => rs.advanceTimersByTime(1));
    const toast = screen.getByRole('status');
    expect(toast.dataset.state).toBe('closing');
    fireEvent.animationEnd(toast);
    expect(screen.queryByText('已收藏')).toBeNull();
  });

  it('is removed shortly after its fade-out even when no animationend arrives', async () => {
    const scope = renderHost();
    await show(scope, { message: '网络不稳定', type: 'warning', duration: 1000 });
    act(() => rs.advanceTimersByTime(1000));
    expect(screen.getByRole('alert').dataset.state).toBe('closing');
    act(() => rs.advanceTimersByTime(300));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a loading toast until it is cleared', async () => {
    const scope = renderHost();
    await show(scope, { message: '正在加载' });
    act(() => rs.advanceTimersByTime(60_000));
    expect(screen.getByRole('status').textContent).toBe('正在加载');
    await act(() => allSettled(clearToast, { scope }));
    expect(screen.queryByText('正在加载')).toBeNull();
  });

  it('restarts the display time when a new toast replaces the current one', async () => {
    const scope = renderHost();
    await show(scope, { message: '第一条', type: 'msg' });
    act(() => rs.advanceTimersByTime(1500));
    await show(scope, { message: '第二条', type: 'msg', position: 'bottom' });
    act(() => rs.advanceTimersByTime(1500));
    expect(screen.getByRole('status').dataset.state).toBe('shown');
    expect(screen.getByRole('status').className).toContain('wk-toast--bottom');
  });
});

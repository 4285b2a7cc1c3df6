import { describe, expect, it } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { http } from 'msw';
import { $token } from '@/shared/api';
import { mockServer } from '../../../tests/msw-server';
import { IndexPage } from './IndexPage';

function renderPage() {
  const scope = fork({ values: [[$token, 'mock.1.test']] });
  return render(
    <Provider value={scope}>
      <IndexPage params={{}} query={{}} title="__title__" />
    </Provider>,
  );
}

describe('IndexPage', () => {
  it('shows the campaign info from the mock backend', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '__title__' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: '欢迎参加「__title__」' })).toBeTruthy();
    expect(screen.getByText('已有 1 人参与')).toBeTruthy();
  });

  it('shows an error with 重试 when loading fails, and the content after retrying', async () => {
    const busy = () => Response.json({ code: 500, msg: '系统繁忙', data: null });
    mockServer.use(http.get('*/api/active/__id__/info', busy, { once: true }));
    renderPage();
    expect(await screen.findByRole('alert')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { level: 2, name: '欢迎参加「__title__」' })).toBeTruthy();
  });
});

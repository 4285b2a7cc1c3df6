import { describe, expect, it } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { $token } from '@/shared/api';
import { useMockBackend } from '../../../../tests/msw-server';
import MinePersonInfoPage from './MinePersonInfoPage';

function renderPage() {
  render(
    <Provider value={fork({ values: [[$token, 'mock.3.test']] })}>
      <MinePersonInfoPage params={{}} query={{}} title="个人资料" />
    </Provider>,
  );
}

describe('MinePersonInfoPage', () => {
  it('shows the lecturer’s nickname, masked phone and intro', async () => {
    renderPage();
    expect(await screen.findByText('林晓岚')).toBeTruthy();
    expect(screen.getByText('139****0003')).toBeTruthy();
    expect(screen.getByText(/前外企人力资源总监/)).toBeTruthy();
  });

  it('against the spec-minimal backend (no designed intro) says there is no intro', async () => {
    useMockBackend('minimal');
    renderPage();
    expect(await screen.findByText('林晓岚')).toBeTruthy();
    expect(screen.getByText('还没有简介')).toBeTruthy();
  });
});

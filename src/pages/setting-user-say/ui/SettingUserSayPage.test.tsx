import { describe, expect, it } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { $token } from '@/shared/api';
import SettingUserSayPage from './SettingUserSayPage';

function renderPage(token: string) {
  render(
    <Provider value={fork({ values: [[$token, token]] })}>
      <SettingUserSayPage params={{}} query={{}} title="禁言管理" />
    </Provider>,
  );
}

describe('SettingUserSayPage', () => {
  it('shows the lecturer an empty mute list and no recent speakers, in Chinese', async () => {
    renderPage('mock.3.test');
    expect(await screen.findByText('还没有禁言任何人')).toBeTruthy();
    expect(screen.getByText('直播间里最近没有听众发言')).toBeTruthy();
  });

  it('tells a listener what the page is for instead of a dead 重试', async () => {
    renderPage('mock.1.test');
    expect(await screen.findByText('成为讲师后可以管理禁言')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '了解讲师入驻' }));
    expect(window.location.hash).toBe('#/mine/join/index');
  });
});

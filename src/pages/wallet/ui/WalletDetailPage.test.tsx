import { describe, expect, it } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { $token } from '@/shared/api';
import { WalletDetailPage } from './WalletDetailPage';

describe('WalletDetailPage (msw mock)', () => {
  it('reads income by time, then per course with its kind, order count and income, highest first', async () => {
    sessionStorage.clear();
    render(
      <Provider value={fork({ values: [[$token, 'mock.3.test']] })}>
        <WalletDetailPage params={{}} query={{}} title="收支明细" />
      </Provider>,
    );
    expect(await screen.findByText('《雅思口语：7 分必备素材》课程收入')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '按课程' }));
    expect(screen.getByRole('button', { name: '按课程' }).getAttribute('aria-pressed')).toBe('true');
    const rows = await screen.findAllByTestId('goods-income-row');
    expect(rows[0]?.textContent).toBe('职场进阶全家桶系列课 · 2 单+¥178.20');
    expect(rows).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: '近 7 天' }));
    expect(await screen.findByText('+¥89.10')).toBeTruthy();
    expect(screen.queryByText('高效沟通的底层逻辑')).toBeNull();
  });
});

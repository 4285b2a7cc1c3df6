import { describe, expect, it } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { $token } from '@/shared/api';
import { WalletCashPage } from './WalletCashPage';

describe('WalletCashPage (msw mock)', () => {
  it('reads the balance from the server, refuses too much, and confirms amount, fee, arrival and account', async () => {
    sessionStorage.clear();
    render(
      <Provider value={fork({ values: [[$token, 'mock.3.test']] })}>
        <WalletCashPage params={{}} query={{}} title="申请提现" />
      </Provider>,
    );
    expect(screen.getByTestId('withdraw-available').textContent).toBe('--');
    await screen.findByText('¥1286.50');
    const amount = screen.getByLabelText('提现金额（元）');
    await userEvent.type(amount, '1286.51');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect((await screen.findByRole('alert')).textContent).toBe('超出可提现金额 ¥1286.50');
    await userEvent.clear(amount);
    await userEvent.type(amount, '12.5');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    const confirm = await screen.findByRole('form', { name: '确认提现' });
    const values = [...confirm.querySelectorAll('dd')].map((node) => node.textContent);
    expect(values).toEqual(['¥12.50', '¥0.00', '¥12.50', '招商银行（尾号 1234）']);
    expect(screen.getByLabelText('验证码')).toBeTruthy();
  });
});

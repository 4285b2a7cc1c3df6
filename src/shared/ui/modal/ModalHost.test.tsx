import { describe, expect, it } from '@rstest/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork, scopeBind } from 'effector';
import { Provider } from 'effector-react';
import { ModalHost } from './ModalHost';
import { alertFx, closeModal, confirmFx, openPageFx, promptFx, tipsFx } from './model';

function setup() {
  const scope = fork();
  render(
    <Provider value={scope}>
      <button type="button">页面上的按钮</button>
      <ModalHost />
    </Provider>,
  );
  return { scope, user: userEvent.setup() };
}

const backdrop = () => document.querySelector('.wk-modal__backdrop') as HTMLElement;

describe('ModalHost', () => {
  it('confirm resolves true on 确定 and false on 取消', async () => {
    const { scope, user } = setup();
    const first = allSettled(confirmFx, { scope, params: { title: '删除课程', message: '删除后不可恢复' } });
    const dialog = await screen.findByRole('alertdialog', { name: '删除课程' });
    expect(dialog.textContent).toContain('删除后不可恢复');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await expect(first).resolves.toEqual({ status: 'done', value: true });
    expect(screen.queryByRole('alertdialog')).toBeNull();

    const second = allSettled(confirmFx, { scope, params: { message: '退出登录？', cancelText: '再想想' } });
    await user.click(await screen.findByRole('button', { name: '再想想' }));
    await expect(second).resolves.toEqual({ status: 'done', value: false });
  });

  it('prompt resolves with the text entered (Enter submits) or null when cancelled', async () => {
    const { scope, user } = setup();
    const named = allSettled(promptFx, { scope, params: { title: '新建专栏', message: '专栏名称', required: true } });
    const field = await screen.findByLabelText('专栏名称');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.getByRole('button', { name: '确定' })).toHaveProperty('disabled', true);
    await user.type(field, '诗词课{Enter}');
    await expect(named).resolves.toEqual({ status: 'done', value: '诗词课' });

    const cancelled = allSettled(promptFx, { scope, params: { message: '备注', defaultValue: '原来的' } });
    expect(((await screen.findByLabelText('备注')) as HTMLInputElement).value).toBe('原来的');
    await user.click(screen.getByRole('button', { name: '取消' }));
    await expect(cancelled).resolves.toEqual({ status: 'done', value: null });
  });

  it('closes alert and tips on a tap beside them, but not confirm', async () => {
    const { scope, user } = setup();
    const alert = allSettled(alertFx, { scope, params: { message: '提交成功' } });
    await screen.findByRole('alertdialog', { name: '提示' });
    await user.click(backdrop());
    await expect(alert).resolves.toEqual({ status: 'done', value: undefined });

    const tips = allSettled(tipsFx, { scope, params: { message: '每天 8 点更新' } });
    expect((await screen.findByRole('dialog', { name: '温馨提示' })).textContent).toContain('知道了');
    await user.click(backdrop());
    await expect(tips).resolves.toEqual({ status: 'done', value: undefined });

    const confirm = allSettled(confirmFx, { scope, params: { message: '确定购买？' } });
    await screen.findByRole('alertdialog');
    await user.click(backdrop());
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    await user.keyboard('{Escape}');
    await expect(confirm).resolves.toEqual({ status: 'done', value: false });
  });

  it('traps focus inside while open and gives it back to the opener when closed', async () => {
    const { scope, user } = setup();
    const opener = screen.getByRole('button', { name: '页面上的按钮' });
    opener.focus();
    const answer = allSettled(confirmFx, { scope, params: { message: '继续？' } });
    const cancel = await screen.findByRole('button', { name: '取消' });
    const ok = screen.getByRole('button', { name: '确定' });
    // Focus moves in an effect after the dialog's lazily loaded body renders; on a busy machine that is a tick later.
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    await user.tab();
    expect(document.activeElement).toBe(ok);
    await user.tab();
    expect(document.activeElement).toBe(cancel);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(ok);
    await user.keyboard('{Enter}');
    await expect(answer).resolves.toEqual({ status: 'done', value: true });
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('locks the page scroll while open (position: fixed for iOS) and unlocks after', async () => {
    const { scope, user } = setup();
    const answer = allSettled(alertFx, { scope, params: { message: '好的' } });
    await screen.findByRole('alertdialog');
    expect(document.body.style.position).toBe('fixed');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await answer;
    expect(document.body.style.position).toBe('');
  });

  it('shows a page sheet with its content, closed by 关闭', async () => {
    const { scope, user } = setup();
    const page = allSettled(openPageFx, { scope, params: { title: '服务协议', content: <p>第一条 总则</p> } });
    const sheet = await screen.findByRole('dialog', { name: '服务协议' });
    expect(sheet.textContent).toContain('第一条 总则');
    await user.click(screen.getByRole('button', { name: '关闭' }));
    await expect(page).resolves.toEqual({ status: 'done', value: undefined });
  });

  it('queues a second modal until the first is answered; closeModal cancels the one shown', async () => {
    const { scope, user } = setup();
    const answers: boolean[] = [];
    const ask = scopeBind(confirmFx, { scope });
    const first = ask({ title: '第一个', message: '一' }).then((ok) => answers.push(ok));
    const second = ask({ title: '第二个', message: '二' }).then((ok) => answers.push(ok));
    await screen.findByRole('alertdialog', { name: '第一个' });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    // allSettled would wait for the second modal too, so the route-change style close is fired directly.
    act(() => scopeBind(closeModal, { scope })());
    await screen.findByRole('alertdialog', { name: '第二个' });
    await user.click(screen.getByRole('button', { name: '确定' }));
    // Both allSettled calls settle once the scope is idle; the answers come from the effects themselves.
    await Promise.all([first, second]);
    expect(answers).toEqual([false, true]);
  });
});

import { describe, expect, it, rs } from '@rstest/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { ModalHost } from '@/shared/ui/modal';
import { ToastHost } from '@/shared/ui/toast';
import CataloguePage from './CataloguePage';

function renderCatalogue() {
  // happy-dom has no layout: keep every list end far below the screen so only first pages load.
  rs.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 10_000 } as DOMRect);
  render(
    <Provider value={fork()}>
      <CataloguePage />
      <ToastHost />
      <ModalHost />
    </Provider>,
  );
}

describe('dev catalogue', () => {
  it('shows a section for every widget', () => {
    renderCatalogue();
    for (const name of [
      'Toast 轻提示',
      'Modal 弹窗',
      'Button 按钮',
      'Select 选择 · Slider 滑块',
      'Image 图片 · 角标',
      'PageHeader 页头',
      'Placeholder 空状态 · 错误',
      'Skeleton 骨架屏',
      '格式化 shared/lib/format',
      'InfiniteList 无限列表',
    ])
      expect(screen.getByRole('region', { name })).toBeTruthy();
    expect(screen.getByRole('region', { name: '底部操作栏示例' }).textContent).toContain('¥12.50');
  });

  it('shows a toast and answers a confirm from its buttons', async () => {
    renderCatalogue();
    const user = userEvent.setup();
    const toasts = screen.getByRole('region', { name: 'Toast 轻提示' });
    await user.click(within(toasts).getByRole('button', { name: 'success' }));
    expect(screen.getByText('已加入学习').closest('[role="status"]')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'confirm' }));
    await user.click(await screen.findByRole('button', { name: '取消' }));
    expect(screen.getByTestId('modal-answer').textContent).toBe('结果：confirm：取消');
  });
});

import { describe, expect, it, rs } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Placeholder } from './Placeholder';

describe('Placeholder', () => {
  it('says 暂无内容 when empty, with no button unless an action is given', () => {
    render(<Placeholder />);
    expect(screen.getByText('暂无内容')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('announces an error and retries with 重试', async () => {
    const retry = rs.fn();
    render(<Placeholder kind="error" onAction={retry} />);
    expect(screen.getByRole('alert').textContent).toContain('加载失败');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    // With no argument: a click event handed to an effector event would become a request's parameters.
    expect(retry).toHaveBeenCalledWith();
  });

  it('takes its own texts', () => {
    render(<Placeholder title="还没有收藏" description="去发现页看看吧" actionLabel="去逛逛" onAction={() => {}} />);
    expect(screen.getByText('还没有收藏')).toBeTruthy();
    expect(screen.getByText('去发现页看看吧')).toBeTruthy();
    expect(screen.getByRole('button', { name: '去逛逛' })).toBeTruthy();
  });
});

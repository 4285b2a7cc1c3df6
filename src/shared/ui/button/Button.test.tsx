import { describe, expect, it, rs } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, buttonClassName } from './Button';

describe('Button', () => {
  it('runs its action on a tap', async () => {
    const onClick = rs.fn();
    render(<Button onClick={onClick}>立即购买</Button>);
    await userEvent.click(screen.getByRole('button', { name: '立即购买' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores taps while loading, keeps its name and says it is busy', async () => {
    const onClick = rs.fn();
    render(
      <form onSubmit={onClick}>
        <Button type="submit" loading onClick={onClick}>
          提交
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: '提交' });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('does nothing when disabled', async () => {
    const onClick = rs.fn();
    render(
      <Button variant="secondary" disabled onClick={onClick}>
        已购买
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: '已购买' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('gives links the look of a button', () => {
    expect(buttonClassName({ variant: 'text', size: 's', block: true })).toBe(
      'wk-button wk-button--text wk-button--s wk-button--block',
    );
    expect(buttonClassName()).toBe('wk-button wk-button--primary wk-button--m');
  });
});

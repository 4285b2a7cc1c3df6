import { describe, expect, it } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { ActionBar } from './ActionBar';

describe('ActionBar', () => {
  it('is a named region holding the actions, with a spacer in the page flow', () => {
    const { container } = render(
      <ActionBar label="购买">
        <button type="button">立即购买</button>
      </ActionBar>,
    );
    const bar = screen.getByRole('region', { name: '购买' });
    expect(bar.textContent).toBe('立即购买');
    expect(container.querySelector('.wk-action-bar-spacer')?.getAttribute('aria-hidden')).toBe('true');
  });
});

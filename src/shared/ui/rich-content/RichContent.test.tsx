import { describe, expect, it } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { RichContent } from './RichContent';

describe('RichContent', () => {
  it('renders the allowed markup and drops scripts and handlers', () => {
    const { container } = render(
      <RichContent html={'<p>课后思考题</p><script>alert(1)</script><img src="/a.png" onerror="alert(2)" alt="图">'} />,
    );
    expect(screen.getByText('课后思考题')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('renders nothing for empty content', () => {
    const { container } = render(<RichContent html="" />);
    expect(container.innerHTML).toBe('');
  });
});

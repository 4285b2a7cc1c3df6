import { describe, expect, it } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { DetailSkeleton, ListSkeleton, Skeleton } from './Skeleton';

describe('skeletons', () => {
  it('tell assistive technology that content is loading', () => {
    render(
      <>
        <ListSkeleton rows={3} />
        <DetailSkeleton />
      </>,
    );
    const loading = screen.getAllByRole('status', { name: '加载中' });
    expect(loading).toHaveLength(2);
    expect(loading[0]?.getAttribute('aria-busy')).toBe('true');
    expect(loading[0]?.children).toHaveLength(3);
  });

  it('keeps a fixed aspect box so the content does not shift when it arrives', () => {
    const { container } = render(<Skeleton ratio={16 / 9} />);
    expect((container.firstChild as HTMLElement).style.paddingTop).toBe('56.25%');
  });
});

import { describe, expect, it } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { DetailSummary } from './DetailSummary';

const base = { titleId: 't', title: '靖康之变', cover: null, meta: <span>12 人学过</span> };

describe('DetailSummary', () => {
  it('names the section by its title and strikes a higher original price, said as 原价', () => {
    render(<DetailSummary {...base} price={1990} originalPrice={2990} bought={false} />);
    const section = screen.getByRole('region', { name: '靖康之变' });
    expect(section.querySelector('del')?.textContent).toBe('原价¥29.90');
    expect(screen.getByText('¥19.90')).toBeTruthy();
  });

  it('says 已购买 instead of the price, 免费 at zero, and puts an offer between the price and the facts', () => {
    const { rerender } = render(<DetailSummary {...base} price={1990} originalPrice={null} bought />);
    expect(screen.getByText('已购买')).toBeTruthy();
    expect(screen.queryByText('¥19.90')).toBeNull();
    rerender(
      <DetailSummary {...base} price={0} originalPrice={0} bought={false}>
        <p>领券后 ¥0.00</p>
      </DetailSummary>,
    );
    const section = screen.getByRole('region', { name: '靖康之变' });
    expect(section.textContent).toBe('靖康之变免费领券后 ¥0.0012 人学过');
  });
});

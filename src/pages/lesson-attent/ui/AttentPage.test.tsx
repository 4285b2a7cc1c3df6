import { describe, expect, it } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import AttentPage from './AttentPage';

describe('AttentPage', () => {
  it('shows the account, its QR code and how to long-press it', () => {
    render(<AttentPage params={{}} query={{}} title="关注公众号" />);
    expect(screen.getByRole('heading', { name: /服务号/ })).toBeTruthy();
    const qr = screen.getByRole('img', { name: /二维码/ });
    expect(qr.getAttribute('src')).toMatch(/\/cover\/attent-1\.svg$/);
    expect(screen.getByText('长按识别二维码，关注公众号')).toBeTruthy();
  });
});

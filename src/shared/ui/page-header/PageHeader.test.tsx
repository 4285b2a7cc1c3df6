import { describe, expect, it, rs } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { markHistoryEntry } from '@/shared/routing';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('shows the title as the page heading and goes back with 返回', async () => {
    const onBack = rs.fn();
    render(<PageHeader title="我的钱包" onBack={onBack} right={<button type="button">明细</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: '我的钱包' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '明细' })).toBeTruthy();
  });

  it('goes back in history by default when an in-app entry lies behind', async () => {
    const back = rs.spyOn(window.history, 'back').mockImplementation(() => {});
    window.history.replaceState(null, '', '#/index/');
    markHistoryEntry(null);
    window.history.pushState(null, '', '#/lesson/play/3');
    markHistoryEntry(0);
    render(<PageHeader title="课程详情" />);
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(back).toHaveBeenCalled();
    back.mockRestore();
  });

  it('goes to the home screen, replacing the entry, on a page opened from a link', async () => {
    const back = rs.spyOn(window.history, 'back').mockImplementation(() => {});
    // Other sites' entries (and the blank tab) count in history.length, never in the app's depth.
    Object.defineProperty(window.history, 'length', { value: 3, configurable: true });
    window.history.replaceState(null, '', '#/lesson/play/16');
    markHistoryEntry(null);
    render(<PageHeader title="课程详情" />);
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(back).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('#/index/');
    expect(window.history.state).toEqual({ 'wk-depth': 0 });
    back.mockRestore();
  });

  it('has no back button on tab screens', () => {
    render(<PageHeader title="发现" showBack={false} />);
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
  });
});

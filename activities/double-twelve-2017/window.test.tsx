import { describe, expect, it } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { activityRouteName } from '@/app/activities/routes';
import { loadActivityPage } from '@/app/activities/runtime';
import manifest from './manifest';

const props = { params: { orderId: 'WK1', token: 'sabc' }, query: {}, title: '双十二年终大促' };
const at = (iso: string) => () => Date.parse(iso);

describe('the promo time window', () => {
  it('includes today', () => {
    const today = Date.parse('2026-11-22T12:00:00+08:00');
    expect(Date.parse(manifest.startsAt)).toBeLessThan(today);
    expect(Date.parse(manifest.endsAt)).toBeGreaterThan(today);
  });

  it('shows 活动已结束 on every route after the end', async () => {
    for (const index of manifest.routes.keys()) {
      const { default: Page } = await loadActivityPage(
        activityRouteName(manifest.id, index),
        at('2027-01-16T00:00:00+08:00'),
      );
      const { unmount } = render(<Page {...props} />);
      expect(screen.getByRole('heading', { name: '活动已结束' })).toBeTruthy();
      unmount();
    }
  });

  it('shows 活动未开始 before the start', async () => {
    const { default: Page } = await loadActivityPage(
      activityRouteName(manifest.id, 0),
      at('2026-10-31T23:59:00+08:00'),
    );
    render(<Page {...props} />);
    expect(screen.getByRole('heading', { name: '活动未开始' })).toBeTruthy();
  });

  it('loads the campaign page inside the window', async () => {
    const { default: Page } = await loadActivityPage(
      activityRouteName(manifest.id, 0),
      at('2026-11-22T12:00:00+08:00'),
    );
    expect(Page).toBeTypeOf('function');
  });
});

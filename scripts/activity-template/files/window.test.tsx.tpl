import { describe, expect, it } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { campaignPageAt, windowMoments } from '@/app/activities/campaign.test-utils';
import manifest from './manifest';

// The time window as the app applies it (activities/README.md "Time-box it"): each route at a given moment.
const { beforeStart, start, end } = windowMoments(manifest);
const props = { params: {}, query: {}, title: manifest.routes[0]?.title ?? '' };

describe('the __id__ time window', () => {
  it('shows the campaign’s own page inside the window', async () => {
    const Page = await campaignPageAt(manifest, 0, start ?? new Date().toISOString());
    render(<Page {...props} />);
    expect(screen.queryByRole('heading', { name: /活动未开始|活动已结束/ })).toBeNull();
  });

  it.runIf(beforeStart !== null)('shows 活动未开始 before the start', async () => {
    const Page = await campaignPageAt(manifest, 0, beforeStart ?? '');
    render(<Page {...props} />);
    expect(screen.getByRole('heading', { name: '活动未开始' })).toBeTruthy();
  });

  it.runIf(end !== null)('shows 活动已结束 from the end on', async () => {
    const Page = await campaignPageAt(manifest, 0, end ?? '');
    render(<Page {...props} />);
    expect(screen.getByRole('heading', { name: '活动已结束' })).toBeTruthy();
  });
});

import { describe, expect, it } from '@rstest/core';
import { askedPreviewTime, PREVIEW_TIME_KEY } from './preview-time';

const none = { getItem: () => null };
const december5 = Date.parse('2026-12-05T10:00:00+08:00');

describe('askedPreviewTime', () => {
  it('reads ?activityNow= before or after the #, with the + of the zone escaped or not', () => {
    expect(askedPreviewTime({ search: '?activityNow=2026-12-05T10:00+08:00', hash: '#/activity/a/index' }, none)).toBe(
      december5,
    );
    expect(
      askedPreviewTime({ search: '?v=1', hash: '#/activity/a/index?activityNow=2026-12-05T10:00%2B08:00' }, none),
    ).toBe(december5);
  });

  it('falls back to localStorage, and to nothing', () => {
    const stored = { getItem: (key: string) => (key === PREVIEW_TIME_KEY ? '2026-12-05T02:00:00Z' : null) };
    expect(askedPreviewTime({ search: '?v=1', hash: '#/index/' }, stored)).toBe(december5);
    expect(askedPreviewTime({ search: '?v=1', hash: '#/index/' }, none)).toBeNull();
  });

  it('ignores a time that is not real or has no zone', () => {
    expect(askedPreviewTime({ search: '?activityNow=2026-12-32T10:00+08:00', hash: '' }, none)).toBeNull();
    expect(askedPreviewTime({ search: '?activityNow=2026-12-05T10:00', hash: '' }, none)).toBeNull();
  });
});

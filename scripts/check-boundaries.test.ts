import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { findViolations, pointsIntoActivities } from './check-boundaries.mjs';

const root = path.resolve(import.meta.dirname, '..');
const pageFile = path.join(root, 'src/pages/home/ui/HomePage.tsx');

describe('activities boundary check', () => {
  it('flags the alias and relative paths that reach into activities/', () => {
    expect(pointsIntoActivities(pageFile, '@activities/redpacket')).toBe(true);
    expect(pointsIntoActivities(pageFile, '../../../../activities/redpacket/manifest')).toBe(true);
  });

  it('lets other imports through, including look-alike names', () => {
    expect(pointsIntoActivities(pageFile, '@/shared/api')).toBe(false);
    expect(pointsIntoActivities(pageFile, '../../../../activities-archive/x')).toBe(false);
    expect(pointsIntoActivities(pageFile, './activities')).toBe(false);
  });

  it('finds nothing in the current tree', () => {
    expect(findViolations()).toEqual([]);
  });
});

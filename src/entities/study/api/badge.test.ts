import { describe, expect, it } from '@rstest/core';
import { studyBadgeSchema } from './badge';

describe('studyBadgeSchema', () => {
  it('reads the badge count and rejects a non-count', () => {
    expect(studyBadgeSchema.parse({ badgeNum: 2 })).toEqual({ badgeNum: 2 });
    expect(studyBadgeSchema.safeParse({ badgeNum: '2' }).success).toBe(false);
    expect(studyBadgeSchema.safeParse({}).success).toBe(false);
  });
});

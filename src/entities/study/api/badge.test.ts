import { describe, expect, it } from '@rstest/core';
import { studyBadgeSchema } from './badge';

describe('studyBadgeSchema', () => {
  it('reads the badge count (digits in a string too) and rejects a non-count', () => {
    expect(studyBadgeSchema.parse({ badgeNum: 2 })).toEqual({ badgeNum: 2 });
    expect(studyBadgeSchema.parse({ badgeNum: '2' }).badgeNum).toBe(2);
    expect(studyBadgeSchema.safeParse({ badgeNum: 'two' }).success).toBe(false);
    expect(studyBadgeSchema.safeParse({}).success).toBe(false);
  });
});

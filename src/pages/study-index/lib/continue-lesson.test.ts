import { describe, expect, it } from '@rstest/core';
import type { LearnLesson } from '@/entities/lesson';
import { progressLabel } from './continue-lesson';

const row = (progress: number | null, learnTime: number | null) => ({ progress, learnTime }) as LearnLesson;

describe('progressLabel', () => {
  it('says how far, done, not started, or nothing without a progress', () => {
    expect(progressLabel(row(45, 1))).toBe('已学 45%');
    expect(progressLabel(row(100, 1))).toBe('已学完');
    expect(progressLabel(row(0, null))).toBe('未开始');
    expect(progressLabel(row(null, 1))).toBeNull();
  });
});

import { describe, expect, it } from '@rstest/core';
import { samplePaper } from '../quiz.test-utils';
import { clearProgress, progressKey, readProgress, writeProgress } from './progress-storage';

describe('quiz progress storage', () => {
  it('keeps answers per person and paper', () => {
    writeProgress(2, 9, { answers: { 91: [912] }, index: 1 });
    expect(readProgress(2, samplePaper)).toEqual({ answers: { 91: [912] }, index: 1 });
    expect(readProgress(3, samplePaper)).toEqual({ answers: {}, index: 0 });
    clearProgress(2, 9);
    expect(readProgress(2, samplePaper)).toEqual({ answers: {}, index: 0 });
  });

  it('keeps only what still fits the paper, and survives broken data', () => {
    localStorage.setItem(progressKey(2, 9), JSON.stringify({ answers: { 91: [911, 912, 999], 77: [1] }, index: 8 }));
    expect(readProgress(2, samplePaper)).toEqual({ answers: { 91: [911] }, index: 1 });
    localStorage.setItem(progressKey(2, 9), '{not json');
    expect(readProgress(2, samplePaper)).toEqual({ answers: {}, index: 0 });
  });
});

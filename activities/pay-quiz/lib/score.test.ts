import { describe, expect, it } from '@rstest/core';
import { samplePaper } from '../quiz.test-utils';
import { bandOf, choose, isComplete, questionMaxScore, resultOf, scoreOf } from './score';

const [single, multiple] = samplePaper.questions;
if (!single || !multiple) throw new Error('sample paper needs two questions');

describe('quiz scoring', () => {
  it('single choice replaces, multiple choice toggles', () => {
    let answers = choose(single, {}, 911);
    answers = choose(single, answers, 912);
    expect(answers[91]).toEqual([912]);
    answers = choose(multiple, answers, 921);
    answers = choose(multiple, answers, 922);
    answers = choose(multiple, answers, 921);
    expect(answers[92]).toEqual([922]);
  });

  it('sums the scores of the chosen options', () => {
    expect(scoreOf(samplePaper, { 91: [912], 92: [921, 922] })).toBe(7);
    expect(scoreOf(samplePaper, { 91: [911] })).toBe(1);
  });

  it('knows the best a question can give', () => {
    expect(questionMaxScore(single)).toBe(3);
    expect(questionMaxScore(multiple)).toBe(4);
  });

  it('finds the band, and the nearest band outside every range', () => {
    expect(bandOf(samplePaper, 4)?.title).toBe('稳健派');
    expect(bandOf(samplePaper, 6)?.title).toBe('学霸派');
    expect(bandOf(samplePaper, 99)?.title).toBe('学霸派');
    expect(bandOf(samplePaper, -1)?.title).toBe('随性派');
    expect(bandOf({ ...samplePaper, results: [] }, 3)).toBeNull();
  });

  it('has a result only once every question is answered', () => {
    expect(isComplete(samplePaper, { 91: [911], 92: [] })).toBe(false);
    expect(resultOf(samplePaper, { 91: [911] })).toBeNull();
    expect(resultOf(samplePaper, { 91: [912], 92: [923] })).toMatchObject({ score: 3, maxScore: 7 });
    expect(resultOf(samplePaper, { 91: [912], 92: [923] })?.band?.title).toBe('稳健派');
  });
});

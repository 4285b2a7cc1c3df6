import { describe, expect, it } from '@rstest/core';
import { paperSchema } from './paper';

const paper = {
  paperId: 1,
  title: '你的职场性格是哪一型？',
  cover: '',
  summary: '',
  price: 100,
  isBought: false,
  questions: [
    {
      questionId: 1,
      title: '周末你更想',
      multiple: 0,
      options: [
        { optionId: 1, text: '宅家', score: 1 },
        { optionId: 2, text: '出门', score: 3 },
      ],
    },
  ],
  results: [{ minScore: 0, maxScore: 10, title: '稳健型', summary: '' }],
};

describe('paperSchema', () => {
  it('accepts a paper and normalises isBought', () => {
    expect(paperSchema.parse(paper).isBought).toBe(0);
  });
  it('rejects a question without options and a price in yuan', () => {
    const [question] = paper.questions;
    expect(paperSchema.safeParse({ ...paper, questions: [{ ...question, options: [] }] }).success).toBe(false);
    expect(paperSchema.safeParse({ ...paper, price: 1.5 }).success).toBe(false);
  });
});

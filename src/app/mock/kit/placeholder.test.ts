import { describe, expect, it } from '@rstest/core';
import { wrapTitle } from './placeholder';

describe('wrapTitle (placeholder covers)', () => {
  it('breaks between words, never inside one', () => {
    expect(wrapTitle('沟通技巧入门', 5)).toEqual(['沟通技巧', '入门']);
    expect(wrapTitle('职场Excel数据透视表', 7)).toEqual(['职场Excel', '数据透视表']);
  });
  it('keeps punctuation with the word before it', () => {
    expect(wrapTitle('沟通技巧：入门', 4)).toEqual(['沟通技巧：', '入门']);
  });
  it('splits only a word longer than a line, and keeps at most three lines', () => {
    expect(wrapTitle('Supercalifragilistic', 8)).toEqual(['Supercal', 'ifragili', 'stic']);
    expect(wrapTitle('一二三四五六七八九十', 2).length).toBeLessThanOrEqual(3);
  });
});

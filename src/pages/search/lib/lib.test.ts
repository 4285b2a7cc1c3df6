import { describe, expect, it } from '@rstest/core';
import { splitMatches } from './highlight';
import { parseRecent, withRecent } from './recent';

describe('withRecent', () => {
  it('puts the newest first, once, and keeps ten', () => {
    const many = Array.from({ length: 10 }, (_, index) => `词${index}`);
    expect(withRecent(['a', 'b'], ' b ')).toEqual(['b', 'a']);
    expect(withRecent(many, '新')).toHaveLength(10);
    expect(withRecent(many, '新')[0]).toBe('新');
    expect(withRecent(['a'], '  ')).toEqual(['a']);
  });
  it('reads only a list of strings from storage', () => {
    expect(parseRecent('["a",1,"b"]')).toEqual(['a', 'b']);
    expect(parseRecent('{')).toEqual([]);
    expect(parseRecent(null)).toEqual([]);
  });
});

describe('splitMatches', () => {
  it('marks every match, case-insensitively, and leaves markup as text', () => {
    expect(splitMatches('高效沟通与沟通力', '沟通')).toEqual([
      { text: '高效', match: false },
      { text: '沟通', match: true },
      { text: '与', match: false },
      { text: '沟通', match: true },
      { text: '力', match: false },
    ]);
    expect(splitMatches('Excel <b>', 'excel')[0]).toEqual({ text: 'Excel', match: true });
    expect(splitMatches('a.b', '.')).toEqual([
      { text: 'a', match: false },
      { text: '.', match: true },
      { text: 'b', match: false },
    ]);
  });
});

import { describe, expect, it } from '@rstest/core';
import { readLocation } from './location';

describe('readLocation', () => {
  it('reads the path and query of the hash, merged with the real query', () => {
    expect(readLocation('#/mine/lesson/index?debug=true', '?v=1&from=singlemessage')).toEqual({
      path: '/mine/lesson/index',
      query: { v: '1', from: 'singlemessage', debug: 'true' },
      fullPath: '/mine/lesson/index?debug=true',
    });
  });

  it('treats an empty hash as the root', () => {
    expect(readLocation('', '')).toEqual({ path: '/', query: {}, fullPath: '/' });
    expect(readLocation('#', '?v=2').path).toBe('/');
  });
});

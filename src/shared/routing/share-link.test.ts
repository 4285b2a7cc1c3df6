import { describe, expect, it } from '@rstest/core';
import { shareLink } from './share-link';

describe('shareLink', () => {
  it('puts the sharer into the real query and the page into the hash', () => {
    expect(shareLink('/lesson/play/12', 2, 'https://wk.test/?s=9&channel=3#/index')).toBe(
      'https://wk.test/?channel=3&s=2#/lesson/play/12',
    );
  });
  it('carries no sharer for an anonymous viewer', () => {
    expect(shareLink('/lesson/play/12', null, 'https://wk.test/?s=9#/x')).toBe('https://wk.test/#/lesson/play/12');
  });
});

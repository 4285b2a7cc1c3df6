import { describe, expect, it } from '@rstest/core';
import { decideStartup, startsAsIs } from './startup';

const NOW = 1_700_000_000_000;
const at = (url: string) => {
  const { origin, pathname, search, hash } = new URL(url);
  return decideStartup({ origin, pathname, search, hash }, NOW);
};

describe('startup (spec §2)', () => {
  it('stores a token from the query and reloads without it, keeping the hash', () => {
    expect(at('https://m.wkt.cn/?token=abc&from=singlemessage#/lesson/play/3')).toEqual({
      kind: 'redirect',
      url: 'https://m.wkt.cn/?from=singlemessage#/lesson/play/3',
      token: 'abc',
    });
  });

  it('goes to #/index/ after taking the token when there is no hash', () => {
    expect(at('https://m.wkt.cn/?token=abc')).toEqual({
      kind: 'redirect',
      url: `https://m.wkt.cn/?v=${NOW}#/index/`,
      token: 'abc',
    });
  });

  it('starts when there is a query and a hash', () => {
    expect(at('https://m.wkt.cn/?v=1#/mine/index')).toEqual({ kind: 'start' });
  });

  it('sends a query without a hash to #/index/', () => {
    expect(at('https://m.wkt.cn/?from=timeline')).toEqual({
      kind: 'redirect',
      url: 'https://m.wkt.cn/?from=timeline#/index/',
      token: null,
    });
  });

  it('adds a version parameter and #/index/ when there is neither', () => {
    expect(at('https://m.wkt.cn/')).toEqual({
      kind: 'redirect',
      url: `https://m.wkt.cn/?v=${NOW}#/index/`,
      token: null,
    });
  });

  it('keeps a deep link that has a hash but no query', () => {
    expect(at('https://m.wkt.cn/#/lesson/play/3')).toEqual({
      kind: 'redirect',
      url: `https://m.wkt.cn/?v=${NOW}#/lesson/play/3`,
      token: null,
    });
  });

  it('startsAsIs says start exactly where decideStartup does', () => {
    const urls = [
      'https://m.wkt.cn/?token=abc&from=singlemessage#/lesson/play/3',
      'https://m.wkt.cn/?token=#/index/',
      'https://m.wkt.cn/?v=1#/mine/index',
      'https://m.wkt.cn/?from=timeline',
      'https://m.wkt.cn/?from=timeline#',
      'https://m.wkt.cn/',
      'https://m.wkt.cn/#/lesson/play/3',
      'https://m.wkt.cn/?#/index/',
    ];
    for (const url of urls) {
      const { search, hash } = new URL(url);
      expect([url, startsAsIs({ search, hash })]).toEqual([url, at(url).kind === 'start']);
    }
  });
});

import { describe, expect, it } from '@rstest/core';
import { parsePayQuery, parseRedirect } from './open-query';

describe('parsePayQuery', () => {
  it('reads the goods by name or by goodsType', () => {
    expect(parsePayQuery({ type: 'lesson', id: '3' })).toEqual({ ok: true, value: { kind: 'lesson', id: 3 } });
    expect(parsePayQuery({ goodsType: '2', goodsId: '1' })).toEqual({ ok: true, value: { kind: 'channel', id: 1 } });
    expect(parsePayQuery({ type: '3', id: '6' })).toEqual({ ok: true, value: { kind: 'package', id: 6 } });
  });

  it('says in Chinese what is wrong with a bad link', () => {
    expect(parsePayQuery({})).toEqual({ ok: false, message: '链接缺少商品信息' });
    expect(parsePayQuery({ type: 'lesson' })).toEqual({ ok: false, message: '链接缺少商品信息' });
    expect(parsePayQuery({ type: 'book', id: '3' })).toEqual({ ok: false, message: '链接里的商品类型无法识别' });
    for (const id of ['0', '-1', '3.5', 'abc', '1e3', '99999999999'])
      expect(parsePayQuery({ type: 'lesson', id })).toEqual({ ok: false, message: '链接里的商品编号有误' });
  });
});

describe('parseRedirect', () => {
  it('accepts in-app hash paths, with or without #, with a query', () => {
    expect(parseRedirect({ redirect: '/lesson/play/3' })).toEqual({ ok: true, value: '/lesson/play/3' });
    expect(parseRedirect({ redirect: '#/mine/index' })).toEqual({ ok: true, value: '/mine/index' });
    expect(parseRedirect({ redirect: '/index/search?q=1' })).toEqual({ ok: true, value: '/index/search?q=1' });
  });

  it('refuses other sites, schemes, odd characters and the open pages themselves', () => {
    for (const redirect of [
      '',
      '//evil.test/x',
      'https://evil.test',
      'javascript:alert(1)',
      '/lesson/<script>',
      '/a\\b',
      '/open/auth/userInfo?redirect=/x',
      'lesson/play/3',
    ])
      expect(parseRedirect({ redirect }).ok).toBe(false);
    expect(parseRedirect({})).toEqual({ ok: false, message: '链接缺少返回页面' });
  });
});

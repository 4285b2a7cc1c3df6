import { describe, expect, it } from '@rstest/core';
import { buildLoginUrl, withoutToken } from './login';

const session = { token: 'secret', channel: '5', shareSource: 'u9', partnerId: 'p1' };

describe('login redirects', () => {
  it('removes the token from the query and from a query inside the hash', () => {
    expect(withoutToken('https://m.wkt.cn/?token=x&v=1#/index/?token=y&a=2')).toBe('https://m.wkt.cn/?v=1#/index/?a=2');
  });

  it('builds each login URL with the spec parameters and no token', () => {
    const url = new URL(
      buildLoginUrl('base', 'https://m.wkt.cn/?v=1&token=secret#/lesson/play/3', session),
      'https://m.wkt.cn',
    );
    expect(url.pathname).toBe('/api/authorizedGzh/authGzhUrl');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      redirectUri: 'https://m.wkt.cn/?v=1#/lesson/play/3',
      appId: 'wx000000000000test',
      channel_id: '5',
      channelId: '5',
      s: 'u9',
      partner_id: 'p1',
    });
    expect(url.toString()).not.toContain('secret');
  });

  it('uses the full and the silent login endpoints', () => {
    expect(buildLoginUrl('profile', 'https://a/', session)).toContain('/api/user/loginAuth?');
    expect(buildLoginUrl('silent', 'https://a/', session)).toContain('/api/user/loginSilentAuth?');
  });
});

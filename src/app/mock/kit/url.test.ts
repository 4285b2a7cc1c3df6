import { describe, expect, it } from '@rstest/core';
import { makeToken, userIdFromToken } from './token';
import { addTokenToUrl, isHttpUrl } from './url';

describe('addTokenToUrl', () => {
  it('adds the token to the query before the hash, keeping both', () => {
    expect(addTokenToUrl('http://h/?v=1#/mine/index', 'mock.3.ab12')).toBe(
      'http://h/?v=1&token=mock.3.ab12#/mine/index',
    );
  });

  it('starts a query when there is none', () => {
    expect(addTokenToUrl('https://h/app#/index/', 't')).toBe('https://h/app?token=t#/index/');
    expect(addTokenToUrl('http://h/', 't')).toBe('http://h/?token=t');
  });

  it('replaces an old token and leaves a query inside the hash alone', () => {
    expect(addTokenToUrl('http://h/?token=old&a=b#/x?token=keep', 'new')).toBe('http://h/?a=b&token=new#/x?token=keep');
  });

  it('keeps encoded query values as they were', () => {
    expect(addTokenToUrl('http://h/?q=%E5%AE%8B+x&v=1', 't')).toBe('http://h/?q=%E5%AE%8B+x&v=1&token=t');
  });
});

describe('isHttpUrl', () => {
  it('accepts only absolute http(s) addresses', () => {
    expect(isHttpUrl('http://localhost:3000/?v=1#/index/')).toBe(true);
    expect(isHttpUrl('https://weiketang.example/')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('/relative')).toBe(false);
    expect(isHttpUrl('')).toBe(false);
  });
});

describe('tokens', () => {
  it('carry the user id', () => {
    expect(userIdFromToken(makeToken(42))).toBe(42);
    expect(userIdFromToken('mock.7.test')).toBe(7);
    expect(userIdFromToken('other.7.x')).toBeNull();
    expect(userIdFromToken('')).toBeNull();
  });
});

import { describe, expect, it } from '@rstest/core';
import { ApiError, errorMessage } from './error';

describe('errorMessage', () => {
  it('shows the server’s own msg, whatever its code (e.g. 服务器繁忙 with code 0)', () => {
    expect(errorMessage(new ApiError('business', '/api/x', { code: 0, message: '服务器繁忙' }))).toBe('服务器繁忙');
  });

  it.each([
    ['network', '网络连接失败，请检查网络后重试'],
    ['timeout', '请求超时，网络太慢，请稍后重试'],
    ['http', '系统繁忙，请稍后再试'],
    ['schema', '服务器返回的数据有误，请稍后再试'],
    ['business', '操作失败，请稍后再试'],
    ['session', '登录已过期，请重新登录'],
  ] as const)('says what a %s failure is', (kind, message) => {
    expect(errorMessage(new ApiError(kind, '/api/x'))).toBe(message);
  });

  it('any other failure (a page’s code that did not load) is a load failure, never an English message', () => {
    expect(errorMessage(new Error('Loading chunk 12 failed'))).toBe('加载失败，请检查网络后重试');
    expect(errorMessage(undefined)).toBe('加载失败，请检查网络后重试');
  });
});

import { describe, expect, it } from '@rstest/core';
import { isIos, isWechat, urlToSign } from './environment';
import { ANDROID_WECHAT_UA, DESKTOP_UA, IOS_WECHAT_UA } from './real/fake-wx.test-utils';

const landingUrl = 'https://m.example.com/?v=1#/index/';
const currentUrl = () => 'https://m.example.com/?v=1&from=share#/lesson/play/3';

describe('environment', () => {
  it('recognises WeChat by MicroMessenger in the user agent', () => {
    expect(isWechat(ANDROID_WECHAT_UA)).toBe(true);
    expect(isWechat(IOS_WECHAT_UA)).toBe(true);
    expect(isWechat(DESKTOP_UA)).toBe(false);
  });

  it('recognises iOS', () => {
    expect(isIos(IOS_WECHAT_UA)).toBe(true);
    expect(isIos(ANDROID_WECHAT_UA)).toBe(false);
  });

  it('signs the landing URL on iOS and the current URL elsewhere, both without the hash', () => {
    expect(urlToSign({ userAgent: IOS_WECHAT_UA, landingUrl, currentUrl })).toBe('https://m.example.com/?v=1');
    expect(urlToSign({ userAgent: ANDROID_WECHAT_UA, landingUrl, currentUrl })).toBe(
      'https://m.example.com/?v=1&from=share',
    );
  });
});

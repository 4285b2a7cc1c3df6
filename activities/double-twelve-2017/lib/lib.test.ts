import { describe, expect, it } from '@rstest/core';
import { formatCountdown } from './countdown';
import { friendLink, shareFriendPath, vipOrderPath } from './paths';

describe('formatCountdown', () => {
  it('shows days while more than one is left, then the clock only', () => {
    expect(formatCountdown(((54 * 24 + 3) * 3600 + 12 * 60 + 45) * 1000 + 300)).toBe('54 天 03:12:45');
    expect(formatCountdown((2 * 3600 + 5) * 1000)).toBe('02:00:05');
  });
  it('never goes below zero', () => {
    expect(formatCountdown(-5000)).toBe('00:00:00');
  });
});

describe('paths', () => {
  it('builds the activity paths with their codes escaped', () => {
    expect(vipOrderPath('WK2026 1')).toBe('/activity/doubleTwelve2017/vip/WK2026%201');
    expect(shareFriendPath('sabc')).toBe('/activity/doubleTwelve2017/shareFriend/sabc');
  });
  it('makes an absolute share-friend link on this landing, never with the login token', () => {
    const location = {
      origin: 'https://m.example.com',
      pathname: '/app/',
      search: '?v=3&token=mock.1.secret&channel=7',
    };
    expect(friendLink('sabc', location)).toBe(
      'https://m.example.com/app/?v=3&channel=7#/activity/doubleTwelve2017/shareFriend/sabc',
    );
  });
});

import { describe, expect, it } from '@rstest/core';
import { promotionLink } from './goods-link';

describe('promotionLink', () => {
  it('carries the promoter as s in the real query, drops the token and a previous sharer', () => {
    const current = 'https://m.example.com/?token=mock.1.x&s=9&v=3#/mine/extension/sharecard?goodsType=1&goodsId=8';
    const link = new URL(promotionLink(1, 8, 1, current.replace('token=mock.1.x&', '')));
    expect(link.searchParams.get('s')).toBe('1');
    expect(link.searchParams.get('token')).toBeNull();
    expect(link.hash).toBe('#/lesson/play/8');
    expect(new URL(promotionLink(2, 1, 7, 'https://m.example.com/')).hash).toBe('#/lesson/channel/1');
    expect(new URL(promotionLink(3, 7, 7, 'https://m.example.com/')).hash).toBe('#/lesson/package/7');
  });
});

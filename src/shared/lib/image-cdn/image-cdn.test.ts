import { describe, expect, it } from '@rstest/core';
import { cdnImageUrl } from './image-cdn';

const HOST = 'https://static.weiketang.example';
const process = (value: string) => `x-oss-process=${value}`;

describe('cdnImageUrl', () => {
  it('asks the CDN for twice the display width at quality 80', () => {
    expect(cdnImageUrl(`${HOST}/cover/a.jpg`, { displayWidth: 375 }, HOST)).toBe(
      `${HOST}/cover/a.jpg?${process('image/resize,w_750/quality,q_80')}`,
    );
    expect(cdnImageUrl(`${HOST}/cover/a.jpg`, { displayWidth: 120.4 }, HOST)).toBe(
      `${HOST}/cover/a.jpg?${process('image/resize,w_241/quality,q_80')}`,
    );
  });

  it('sets only quality without a usable width, takes a custom quality and caps the width at 4096', () => {
    expect(cdnImageUrl(`${HOST}/a.png`, {}, HOST)).toBe(`${HOST}/a.png?${process('image/quality,q_80')}`);
    expect(cdnImageUrl(`${HOST}/a.png`, { displayWidth: 0 }, HOST)).toBe(
      `${HOST}/a.png?${process('image/quality,q_80')}`,
    );
    expect(cdnImageUrl(`${HOST}/a.png`, { displayWidth: 100, quality: 60 }, HOST)).toBe(
      `${HOST}/a.png?${process('image/resize,w_200/quality,q_60')}`,
    );
    expect(cdnImageUrl(`${HOST}/a.png`, { displayWidth: 5000, quality: 400 }, HOST)).toBe(
      `${HOST}/a.png?${process('image/resize,w_4096/quality,q_100')}`,
    );
  });

  it('keeps an existing query string and fragment', () => {
    expect(cdnImageUrl(`${HOST}/a.jpg?v=3`, { displayWidth: 50 }, HOST)).toBe(
      `${HOST}/a.jpg?v=3&${process('image/resize,w_100/quality,q_80')}`,
    );
    expect(cdnImageUrl(`${HOST}/a.jpg?v=3#top`, { displayWidth: 50 }, HOST)).toBe(
      `${HOST}/a.jpg?v=3&${process('image/resize,w_100/quality,q_80')}#top`,
    );
    expect(cdnImageUrl(`${HOST}/a.jpg?`, { displayWidth: 50 }, HOST)).toBe(
      `${HOST}/a.jpg?${process('image/resize,w_100/quality,q_80')}`,
    );
  });

  it('leaves URLs the server already processed, SVGs and other hosts untouched', () => {
    const untouched = [
      `${HOST}/a.jpg?x-oss-process=image/resize,w_100`,
      `${HOST}/icon/a.svg`,
      `${HOST}/icon/a.SVG?v=1`,
      'https://thirdwx.qlogo.cn/mmopen/abc/132',
      'https://static.weiketang.example.evil.com/a.jpg',
      `${HOST}`,
      'data:image/png;base64,iVBORw0KGgo=',
      'blob:https://m.weiketang.example/1234',
      '/mock-cdn/cover/a.jpg',
      '',
    ];
    for (const src of untouched) expect(cdnImageUrl(src, { displayWidth: 100 }, HOST)).toBe(src);
  });

  it('matches the protocol-relative form of an absolute static host', () => {
    expect(cdnImageUrl('//static.weiketang.example/a.jpg', { displayWidth: 10 }, HOST)).toBe(
      `//static.weiketang.example/a.jpg?${process('image/resize,w_20/quality,q_80')}`,
    );
  });

  it('uses the configured static path by default (/mock-cdn in tests)', () => {
    expect(cdnImageUrl('/mock-cdn/a.jpg', { displayWidth: 1 })).toBe(
      `/mock-cdn/a.jpg?${process('image/resize,w_2/quality,q_80')}`,
    );
  });

  it('matches root-relative URLs under a root-relative static path (development and test: /mock-cdn)', () => {
    expect(cdnImageUrl('/mock-cdn/cover/a.jpg', { displayWidth: 100 }, '/mock-cdn')).toBe(
      `/mock-cdn/cover/a.jpg?${process('image/resize,w_200/quality,q_80')}`,
    );
    expect(cdnImageUrl('/mock-cdnx/a.jpg', { displayWidth: 100 }, '/mock-cdn')).toBe('/mock-cdnx/a.jpg');
    expect(cdnImageUrl('/mock-cdn/a.jpg', { displayWidth: 100 }, '')).toBe('/mock-cdn/a.jpg');
  });
});

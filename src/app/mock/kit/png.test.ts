import { inflateSync } from 'node:zlib';
import { describe, expect, it } from '@rstest/core';
import { solidPng } from './png';

describe('solidPng', () => {
  it('writes a PNG of the asked size whose pixels are all the colour', () => {
    const png = solidPng(4, [216, 56, 47]);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.readUInt32BE(16)).toBe(4);
    expect(png.readUInt32BE(20)).toBe(4);
    const idatLength = png.readUInt32BE(33);
    const pixels = inflateSync(png.subarray(41, 41 + idatLength));
    expect(pixels).toHaveLength(4 * (1 + 4 * 3));
    expect([...pixels.subarray(1, 4)]).toEqual([216, 56, 47]);
  });

  it('is served for campaign share images on the mock static host', async () => {
    const response = await fetch('http://localhost/mock-cdn/activity/redpacket/share.png');
    expect(response.headers.get('content-type')).toBe('image/png');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });
});

import { describe, expect, it } from '@rstest/core';
import { encodeQR } from 'qr';
import decodeQR from 'qr/decode.js';
import { drawQrCode, qrOptions } from './draw-qr-code';

const url = 'https://weixin.qq.com/r/weiketang-demo';

/** The modules as an RGBA picture, the way a camera would see the image. */
function toImage(modules: boolean[][]) {
  const size = modules.length;
  const data = new Uint8ClampedArray(size * size * 4);
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      data.fill(dark ? 0 : 255, (y * size + x) * 4, (y * size + x) * 4 + 3);
      data[(y * size + x) * 4 + 3] = 255;
    });
  });
  return { width: size, height: size, data };
}

describe('drawQrCode', () => {
  it('draws a GIF of 8 px modules inside a 4-module quiet zone', async () => {
    const src = await drawQrCode(url);
    expect(src.startsWith('data:image/gif;base64,')).toBe(true);
    const gif = Buffer.from(src.slice(src.indexOf(',') + 1), 'base64');
    expect(gif.subarray(0, 6).toString('latin1')).toMatch(/^GIF8[79]a$/);
    // Version 3 for this URL: 29 modules + 2 × 4 quiet modules, 8 px each.
    expect(gif.readUInt16LE(6)).toBe((29 + 8) * 8);
  });

  it('makes a code a scanner reads back as the URL, with the options the image uses', () => {
    expect(decodeQR(toImage(encodeQR(url, 'raw', qrOptions)))).toBe(url);
  });
});

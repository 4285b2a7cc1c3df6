import { describe, expect, it } from '@rstest/core';
import { centreCrop } from './image-file';

describe('centreCrop (cover cut to the card ratio)', () => {
  it('cuts the middle of a square or a tall photo to 16:9, and the sides of a wide one', () => {
    expect(centreCrop(1600, 1600, 16 / 9)).toEqual({ x: 0, y: 350, width: 1600, height: 900 });
    const wide = centreCrop(4000, 900, 16 / 9);
    expect(wide).toEqual({ x: 1200, y: 0, width: 1600, height: 900 });
  });

  it('cuts a slide to 2.5:1', () => {
    expect(centreCrop(1000, 1000, 2.5)).toEqual({ x: 0, y: 300, width: 1000, height: 400 });
    expect(centreCrop(3000, 600, 2.5)).toEqual({ x: 750, y: 0, width: 1500, height: 600 });
  });
});

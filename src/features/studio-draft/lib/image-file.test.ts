import { describe, expect, it } from '@rstest/core';
import { centreCrop } from './image-file';

describe('centreCrop (cover cut to the card ratio)', () => {
  it('cuts the middle of a square or a tall photo to 16:9, and the sides of a wide one', () => {
    expect(centreCrop(1600, 1600, 16 / 9)).toEqual({ x: 0, y: 350, width: 1600, height: 900 });
    const wide = centreCrop(4000, 900, 16 / 9);
    expect(wide).toEqual({ x: 1200, y: 0, width: 1600, height: 900 });
  });
});

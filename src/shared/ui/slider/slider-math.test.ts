import { describe, expect, it } from '@rstest/core';
import { normalizeSliderValue, sliderValueAt, sliderValueForKey } from './slider-math';

const percent = { min: 0, max: 100, step: 1 };

describe('slider rules', () => {
  it('clamps to [min, max]', () => {
    expect(normalizeSliderValue(-5, percent)).toBe(0);
    expect(normalizeSliderValue(140, percent)).toBe(100);
    expect(normalizeSliderValue(Number.NaN, percent)).toBe(0);
  });

  it('rounds to the step counted from min, without floating-point dust', () => {
    expect(normalizeSliderValue(42.4, percent)).toBe(42);
    expect(normalizeSliderValue(42.5, percent)).toBe(43);
    expect(normalizeSliderValue(0.30000000000000004, { min: 0, max: 1, step: 0.1 })).toBe(0.3);
    expect(normalizeSliderValue(0.26, { min: 0, max: 1, step: 0.1 })).toBe(0.3);
    expect(normalizeSliderValue(12, { min: 5, max: 50, step: 5 })).toBe(10);
  });

  it('keeps the top value on the step grid when max is off it', () => {
    expect(normalizeSliderValue(10, { min: 0, max: 10, step: 3 })).toBe(9);
  });

  it('maps a point on the track to its share of the width', () => {
    const track = { left: 20, width: 200 };
    expect(sliderValueAt(70, track, percent)).toBe(25);
    expect(sliderValueAt(0, track, percent)).toBe(0);
    expect(sliderValueAt(500, track, percent)).toBe(100);
    expect(sliderValueAt(120, track, { min: 0, max: 600, step: 10 })).toBe(300);
  });

  it('moves by keys', () => {
    expect(sliderValueForKey('ArrowRight', 50, percent)).toBe(51);
    expect(sliderValueForKey('ArrowDown', 50, percent)).toBe(49);
    expect(sliderValueForKey('PageUp', 50, percent)).toBe(60);
    expect(sliderValueForKey('Home', 50, percent)).toBe(0);
    expect(sliderValueForKey('End', 50, percent)).toBe(100);
    expect(sliderValueForKey('ArrowRight', 100, percent)).toBe(100);
    expect(sliderValueForKey('a', 50, percent)).toBeNull();
  });
});

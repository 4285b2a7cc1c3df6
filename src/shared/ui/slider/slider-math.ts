export type SliderRange = { min: number; max: number; step: number };

/** Spec §9 slider defaults. */
export const SLIDER_DEFAULTS: SliderRange = { min: 0, max: 100, step: 1 };

function decimals(value: number): number {
  const text = String(value);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/**
 * Spec §5: clamps to [min, max] and rounds to the nearest step counted from min. When max is off the step grid, the
 * top value is the last step below it (as <input type="range"> does). Not-a-number gives min.
 */
export function normalizeSliderValue(raw: number, { min, max, step }: SliderRange): number {
  const top = Math.max(min, max);
  if (!Number.isFinite(raw)) return min;
  const clamped = Math.min(top, Math.max(min, raw));
  if (!(step > 0)) return clamped;
  const places = Math.max(decimals(step), decimals(min));
  let rounded = Number((min + Math.round((clamped - min) / step) * step).toFixed(places));
  if (rounded > top) rounded = Number((rounded - step).toFixed(places));
  return rounded;
}

/** Where a value sits along the track, 0–100 (%). */
export function sliderPercent(value: number, { min, max }: SliderRange): number {
  return max > min ? ((value - min) / (max - min)) * 100 : 0;
}

/** Spec §9: the value is the touched point's share of the track width, mapped onto [min, max]. */
export function sliderValueAt(clientX: number, track: { left: number; width: number }, range: SliderRange): number {
  const ratio = track.width > 0 ? (clientX - track.left) / track.width : 0;
  return normalizeSliderValue(range.min + ratio * (range.max - range.min), range);
}

/** The value a key moves to (arrows: one step; Page Up/Down: a tenth of the range; Home/End), or null. */
export function sliderValueForKey(key: string, value: number, range: SliderRange): number | null {
  const step = range.step > 0 ? range.step : 1;
  const page = Math.max(step, (range.max - range.min) / 10);
  const moves: Record<string, number> = {
    ArrowRight: value + step,
    ArrowUp: value + step,
    ArrowLeft: value - step,
    ArrowDown: value - step,
    PageUp: value + page,
    PageDown: value - page,
    Home: range.min,
    End: range.max,
  };
  const next = moves[key];
  return next === undefined ? null : normalizeSliderValue(next, range);
}

import { type KeyboardEvent, type PointerEvent, useState } from 'react';
import { normalizeSliderValue, SLIDER_DEFAULTS, sliderPercent, sliderValueAt, sliderValueForKey } from './slider-math';
import './slider.css';

export type SliderProps = {
  value: number;
  min?: number;
  max?: number;
  step?: number;
  disabled?: boolean;
  /** Time labels at both ends (spec §9 default 00:00). */
  beginLabel?: string;
  endLabel?: string;
  /** Text of the tooltip shown while touched, and of aria-valuetext: the player passes a time formatter. */
  formatValue?: (value: number) => string;
  /** aria-valuetext, when it should differ from the tooltip (the player says 3分20秒 where the tooltip shows 03:20). */
  valueText?: (value: number) => string;
  /** Every change while dragging and on each key press. */
  onChange?: (value: number) => void;
  /** The value on release (and after a key press): where the player seeks. */
  onChangeEnd?: (value: number) => void;
  'aria-label'?: string;
};

/**
 * Spec §3/§5/§9 slider, the player's seek bar: a 2 px bar between two time labels. A tap or drag on the bar sets the
 * value as the share of its width; a tooltip shows the value while touched; arrow keys, Page Up/Down, Home and End
 * move it. Values are clamped and rounded to the step; input is ignored when disabled.
 */
export function Slider(props: SliderProps) {
  const { disabled = false, beginLabel = '00:00', endLabel = '00:00', formatValue = String } = props;
  const range = {
    min: props.min ?? SLIDER_DEFAULTS.min,
    max: props.max ?? SLIDER_DEFAULTS.max,
    step: props.step ?? SLIDER_DEFAULTS.step,
  };
  // The finger's value while touched: the thumb follows it even while the player keeps reporting playback time.
  const [dragValue, setDragValue] = useState<number | null>(null);
  const value = dragValue ?? normalizeSliderValue(props.value, range);
  const percent = sliderPercent(value, range);

  const valueAt = (event: PointerEvent<HTMLElement>) =>
    sliderValueAt(event.clientX, event.currentTarget.getBoundingClientRect(), range);
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (disabled || event.button > 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const next = valueAt(event);
    setDragValue(next);
    props.onChange?.(next);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (dragValue === null) return;
    const next = valueAt(event);
    if (next === dragValue) return;
    setDragValue(next);
    props.onChange?.(next);
  };
  const release = () => {
    if (dragValue === null) return;
    setDragValue(null);
    props.onChangeEnd?.(dragValue);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (disabled) return;
    const next = sliderValueForKey(event.key, value, range);
    if (next === null) return;
    event.preventDefault();
    if (next === value) return;
    props.onChange?.(next);
    props.onChangeEnd?.(next);
  };

  return (
    <div className="wk-slider" data-disabled={disabled || undefined}>
      <span className="wk-slider__time">{beginLabel}</span>
      <div
        className="wk-slider__area"
        role="slider"
        tabIndex={disabled ? -1 : 0}
        aria-label={props['aria-label'] ?? '进度'}
        aria-valuemin={range.min}
        aria-valuemax={range.max}
        aria-valuenow={value}
        aria-valuetext={(props.valueText ?? formatValue)(value)}
        aria-disabled={disabled || undefined}
        aria-orientation="horizontal"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={release}
        onPointerCancel={release}
        onKeyDown={onKeyDown}
      >
        <span className="wk-slider__track">
          <span className="wk-slider__fill" style={{ width: `${percent}%` }} />
        </span>
        <span className="wk-slider__thumb" style={{ left: `${percent}%` }}>
          {dragValue !== null && (
            <span className="wk-slider__tooltip" role="tooltip">
              {formatValue(value)}
            </span>
          )}
        </span>
      </div>
      <span className="wk-slider__time">{endLabel}</span>
    </div>
  );
}

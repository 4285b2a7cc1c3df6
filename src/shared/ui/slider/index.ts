export { Slider, type SliderProps } from './Slider';
export { normalizeSliderValue, SLIDER_DEFAULTS, type SliderRange } from './slider-math';

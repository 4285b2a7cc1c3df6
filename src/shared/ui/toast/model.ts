import { createEvent, createStore } from 'effector';

/** Toast of spec §3/§4: hidden → shown → closing (fading out) after its display time → removed when the fade ends. */
export type ToastType = 'loading' | 'warning' | 'success' | 'fail' | 'error' | 'msg';
export type ToastPosition = 'top' | 'middle' | 'bottom';
export type Toast = {
  id: number;
  message: string;
  type: ToastType;
  /** Display time in ms; loading toasts ignore it and stay until cleared or replaced. */
  duration: number;
  position: ToastPosition;
  /** True while fading out. */
  closing: boolean;
};
export type ToastOptions = { message: string; type?: ToastType; duration?: number; position?: ToastPosition };

/** Spec §9: a toast removes itself after 2 s. */
export const TOAST_DURATION = 2000;
/** Length of the fade-out; the host removes the toast after it even if no animationend arrives. */
export const TOAST_FADE_MS = 200;

/** Shows a toast, replacing the current one. Any model may call it; the default type is loading. */
export const showToast = createEvent<ToastOptions>();
/** Removes the toast at once (a route change does this). */
export const clearToast = createEvent();
/** The host reports that a toast's display time is over: it starts fading out. */
export const toastExpired = createEvent<number>();
/** The host reports that a toast's fade-out ended: it is removed. */
export const toastFadedOut = createEvent<number>();

let nextId = 1;
export const $toast = createStore<Toast | null>(null)
  .on(showToast, (_, options) => ({
    id: nextId++,
    message: options.message,
    type: options.type ?? 'loading',
    duration: options.duration ?? TOAST_DURATION,
    position: options.position ?? 'middle',
    closing: false,
  }))
  .on(toastExpired, (current, id) => (current?.id === id ? { ...current, closing: true } : current))
  .on(toastFadedOut, (current, id) => (current?.id === id ? null : current))
  .reset(clearToast);

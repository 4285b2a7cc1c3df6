import { createEvent, createStore } from 'effector';

/** Toast of spec §3/§4. This is the foundation's minimal version; the UI-kit issue completes it. */
export type ToastType = 'loading' | 'warning' | 'success' | 'fail' | 'error' | 'msg';
export type Toast = { id: number; message: string; type: ToastType; duration: number };
export type ToastOptions = { message: string; type?: ToastType; duration?: number };

export const TOAST_DURATION = 2000;

export const showToast = createEvent<ToastOptions>();
export const clearToast = createEvent();
/** The view reports that a toast's display time is over. */
export const toastExpired = createEvent<number>();

let nextId = 1;
export const $toast = createStore<Toast | null>(null)
  .on(showToast, (_, options) => ({
    id: nextId++,
    message: options.message,
    type: options.type ?? 'loading',
    duration: options.duration ?? TOAST_DURATION,
  }))
  .on(toastExpired, (current, id) => (current?.id === id ? null : current))
  .reset(clearToast);

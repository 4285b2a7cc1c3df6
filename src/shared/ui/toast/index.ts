export {
  $toast,
  clearToast,
  showToast,
  TOAST_DURATION,
  TOAST_FADE_MS,
  type Toast,
  type ToastOptions,
  type ToastPosition,
  type ToastType,
  toastExpired,
  toastFadedOut,
} from './model';
export { ToastHost } from './ToastHost';

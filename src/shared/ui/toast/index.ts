export {
  $toast,
  clearToast,
  showToast,
  TOAST_DURATION,
  type Toast,
  type ToastOptions,
  type ToastType,
  toastExpired,
} from './model';
export { ToastHost } from './ToastHost';

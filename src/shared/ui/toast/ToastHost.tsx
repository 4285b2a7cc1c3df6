import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $toast, TOAST_FADE_MS, toastExpired, toastFadedOut } from './model';
import { ToastIcon } from './ToastIcon';
import './toast.css';

/**
 * The one toast on screen (mounted once in App). Display time is counted here, from when a person can see the toast,
 * so effects that show a toast never wait for it in `allSettled`; the model only records the transitions.
 */
export function ToastHost() {
  const [toast, expire, fadedOut] = useUnit([$toast, toastExpired, toastFadedOut]);
  useEffect(() => {
    if (!toast || (toast.type === 'loading' && !toast.closing)) return;
    // While closing, a fallback in case animationend never comes (hidden tab, animations off).
    const timer = toast.closing
      ? setTimeout(() => fadedOut(toast.id), TOAST_FADE_MS + 100)
      : setTimeout(() => expire(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [toast, expire, fadedOut]);
  if (!toast) return null;
  const urgent = toast.type === 'warning' || toast.type === 'fail' || toast.type === 'error';
  return (
    <div
      className={`wk-toast wk-toast--${toast.position}${toast.type === 'msg' ? ' wk-toast--text' : ''}`}
      role={urgent ? 'alert' : 'status'}
      data-type={toast.type}
      data-state={toast.closing ? 'closing' : 'shown'}
      onAnimationEnd={() => toast.closing && fadedOut(toast.id)}
    >
      {toast.type !== 'msg' && <ToastIcon type={toast.type} />}
      <p className="wk-toast__message">{toast.message}</p>
    </div>
  );
}

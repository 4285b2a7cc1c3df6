import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $toast, toastExpired } from './model';

/** Renders the current toast; loading toasts stay until cleared, the others expire after their display time. */
export function ToastHost() {
  const [toast, expire] = useUnit([$toast, toastExpired]);
  useEffect(() => {
    if (!toast || toast.type === 'loading') return;
    const timer = setTimeout(() => expire(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [toast, expire]);
  if (!toast) return null;
  return (
    <div className="toast" role={toast.type === 'loading' ? 'status' : 'alert'} data-type={toast.type}>
      {toast.message}
    </div>
  );
}

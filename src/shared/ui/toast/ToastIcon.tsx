import type { ToastType } from './model';

const LABELS: Record<Exclude<ToastType, 'msg'>, string> = {
  loading: '加载中',
  success: '成功',
  warning: '警告',
  fail: '失败',
  error: '出错',
};

// Stroke paths on a 24×24 grid: a tick; a warning triangle; an exclamation mark and a cross in a circle.
const PATHS: Record<Exclude<ToastType, 'msg' | 'loading'>, string> = {
  success: 'M5 12.5l4.5 4.5L19 7.5',
  warning: 'M12 3L22 20.5H2zM12 9.5v5M12 17.5v.5',
  error: 'M12 6v8M12 17.5v.5',
  fail: 'M7.5 7.5l9 9M16.5 7.5l-9 9',
};

/** The icon every type but msg shows above its text; it names the type for screen readers. */
export function ToastIcon({ type }: { type: Exclude<ToastType, 'msg'> }) {
  return (
    <svg className="wk-toast__icon" data-type={type} viewBox="0 0 24 24" role="img" aria-label={LABELS[type]}>
      {type === 'loading' ? (
        <circle cx="12" cy="12" r="9" strokeDasharray="42 15" />
      ) : (
        <>
          {(type === 'error' || type === 'fail') && <circle cx="12" cy="12" r="10" />}
          <path d={PATHS[type]} />
        </>
      )}
    </svg>
  );
}

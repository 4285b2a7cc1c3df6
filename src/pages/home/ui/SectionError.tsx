import { errorMessage } from '@/shared/api';

/**
 * A block that could not load: says 加载失败 and, when known, what went wrong in one line and offers 重试,
 * without taking the screen.
 */
export function SectionError({ onRetry, error }: { onRetry: () => void; error?: unknown }) {
  return (
    <p className="home-section__error" role="alert">
      加载失败{error === undefined ? '' : `：${errorMessage(error)}`}
      <button type="button" className="home-section__retry" onClick={onRetry}>
        重试
      </button>
    </p>
  );
}

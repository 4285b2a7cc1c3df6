/** A block that could not load: says so in one line and offers 重试, without taking the screen. */
export function SectionError({ onRetry }: { onRetry: () => void }) {
  return (
    <p className="home-section__error" role="alert">
      加载失败
      <button type="button" className="home-section__retry" onClick={onRetry}>
        重试
      </button>
    </p>
  );
}

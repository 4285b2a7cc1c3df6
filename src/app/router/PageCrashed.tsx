/**
 * A page that threw while rendering: the shell (tab bar) stays, with a way to try again or leave. Loaded when a page
 * throws (the shell's `lazy`), so plain markup in the placeholder's and button's classes is enough.
 */
export default function PageCrashed({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="wk-placeholder page-crashed" data-page="page-error" role="alert">
      <h1 className="wk-placeholder__title">页面出错了</h1>
      <p className="wk-placeholder__description">这个页面暂时无法显示，可以重试，或先回到首页</p>
      <button type="button" className="wk-button wk-button--secondary wk-button--s" onClick={onRetry}>
        重试
      </button>
      <a className="page-crashed__home" href="#/index/">
        回到首页
      </a>
    </main>
  );
}

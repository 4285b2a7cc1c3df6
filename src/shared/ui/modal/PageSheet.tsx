import type { PageOptions } from './model';

export function PageSheet({
  options,
  titleId,
  onClose,
}: {
  options: PageOptions;
  titleId: string;
  onClose: () => void;
}) {
  return (
    <>
      <header className="wk-modal__sheet-header">
        <h2 id={titleId} className="wk-modal__title">
          {options.title}
        </h2>
        <button type="button" className="wk-modal__close" aria-label="关闭" data-autofocus onClick={onClose}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </header>
      <div className="wk-modal__sheet-content">{options.content}</div>
    </>
  );
}

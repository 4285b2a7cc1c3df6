import { errorMessage } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import './placeholder.css';

type Props = {
  kind?: 'empty' | 'error';
  /** Defaults: 暂无内容 / 加载失败. */
  title?: string;
  description?: string;
  /** A button under the text, e.g. 重试 or 去逛逛; an error placeholder with `onAction` defaults to 重试. */
  actionLabel?: string;
  onAction?: () => void;
  /** What failed: an error placeholder then says what it was (the server's msg, 请求超时, 系统繁忙…). */
  error?: unknown;
};

const DEFAULTS = {
  empty: { title: '暂无内容', description: '', action: '' },
  error: { title: '加载失败', description: '网络不太顺畅，请稍后再试', action: '重试' },
};

/** Empty and error states of lists and pages: an icon, a line of text, an optional action. */
export function Placeholder({ kind = 'empty', title, description, actionLabel, onAction, error }: Props) {
  const defaults = DEFAULTS[kind];
  const label = actionLabel ?? defaults.action;
  const text = description ?? (error === undefined ? defaults.description : errorMessage(error));
  return (
    <div className="wk-placeholder" data-kind={kind} role={kind === 'error' ? 'alert' : undefined}>
      <svg className="wk-placeholder__icon" viewBox="0 0 64 64" aria-hidden="true">
        {kind === 'empty' ? (
          <path d="M10 36l8-20h28l8 20v14H10zM10 36h14l3 6h10l3-6h14" />
        ) : (
          <path d="M32 10l24 42H8zM32 26v12M32 45v1" />
        )}
      </svg>
      <p className="wk-placeholder__title">{title ?? defaults.title}</p>
      {text && <p className="wk-placeholder__description">{text}</p>}
      {onAction && label && (
        <Button variant="secondary" size="s" onClick={() => onAction()}>
          {label}
        </Button>
      )}
    </div>
  );
}

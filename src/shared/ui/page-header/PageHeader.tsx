import type { ReactNode } from 'react';
import { goBack } from './go-back';
import './page-header.css';

type Props = {
  title: string;
  /** Replaces the default back (history back, or home when there is no history). */
  onBack?: () => void;
  /** False on screens with nowhere to go back to (tab screens). */
  showBack?: boolean;
  /** Actions at the right end (share, more). */
  right?: ReactNode;
};

/** Sticky page title bar with a 44 px back button, below the iOS notch (safe area). */
export function PageHeader({ title, onBack, showBack = true, right }: Props) {
  return (
    <header className="wk-page-header">
      <div className="wk-page-header__side">
        {showBack && (
          <button type="button" className="wk-page-header__back" aria-label="返回" onClick={onBack ?? (() => goBack())}>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" />
            </svg>
          </button>
        )}
      </div>
      <h1 className="wk-page-header__title">{title}</h1>
      <div className="wk-page-header__side wk-page-header__side--end">{right}</div>
    </header>
  );
}

import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'text';
export type ButtonLook = { variant?: ButtonVariant; size?: 'm' | 's'; block?: boolean };
export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonLook & {
    /** Shows a spinner and swallows taps (no double submit) while an effect runs: pass `fx.pending`. */
    loading?: boolean;
  };

/** Class names of a button, for links that must look like one (`<a className={buttonClassName(...)}>`). */
export function buttonClassName({ variant = 'primary', size = 'm', block = false }: ButtonLook = {}): string {
  return `wk-button wk-button--${variant} wk-button--${size}${block ? ' wk-button--block' : ''}`;
}

/**
 * Primary, secondary and text buttons, at least 44 px tall. While loading the label stays (no width change) under a
 * spinner, the button reports aria-busy and ignores taps; it stays focusable, unlike a disabled one.
 */
export function Button({ variant, size, block, loading = false, className, onClick, children, ...rest }: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type="button"
      {...rest}
      className={`${buttonClassName({ variant, size, block })}${className ? ` ${className}` : ''}`}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      data-loading={loading || undefined}
      onClick={handleClick}
    >
      {loading && <span className="wk-button__spinner" aria-hidden="true" />}
      <span className="wk-button__label">{children}</span>
    </button>
  );
}

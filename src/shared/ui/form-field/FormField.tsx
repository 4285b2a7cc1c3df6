import type { ReactNode } from 'react';
import './form-field.css';

/**
 * The classes of the form's other parts (the page, the form, a fieldset or an upload as a card, a plain label, a
 * control): taken from here, so the stylesheet comes along wherever they are used.
 */
export const formClass = {
  page: 'wk-form-page',
  form: 'wk-form',
  card: 'wk-field wk-field--card',
  label: 'wk-field__label',
  choice: 'wk-choice',
  hint: 'wk-field__hint',
  error: 'wk-field__error',
  input: 'wk-input',
} as const;

type Count = {
  text: string;
  /** Past the limit: the count turns red. */
  over?: boolean;
  /** Read out as it changes (a long text whose limit matters while typing). */
  announce?: boolean;
};

type Props = {
  /** id of the control the label names (and that gets the focus when this field is the first wrong one). */
  id: string;
  label: ReactNode;
  /** A line under the control: a rule or a limit (`${id}-hint`). */
  hint?: string;
  /** How much is typed, under the control on the right (`${id}-count`). */
  count?: Count;
  /** The Chinese validation message, right under the control (`${id}-error`). */
  error?: string | undefined;
  /** The field is a card of its own (a form of cards); without it, it sits in a card the page draws. */
  card?: boolean;
  children: ReactNode;
};

/** A labelled form field: the control, its hint or count, and its message right under it. */
export function FormField({ id, label, hint, count, error, card, children }: Props) {
  return (
    <div className={card ? formClass.card : 'wk-field'}>
      <label className={formClass.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && (
        <p className={formClass.hint} id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {count && (
        <p
          className="wk-field__count"
          id={`${id}-count`}
          data-over={count.over || undefined}
          aria-live={count.announce ? 'polite' : undefined}
        >
          {count.text}
        </p>
      )}
      {error && (
        <p className={formClass.error} id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The aria attributes of the control in a FormField: invalid while it has a message, described by its notes. */
export function describedBy(id: string, notes: { error?: string | undefined; hint?: boolean; count?: boolean }) {
  const ids = [notes.hint && `${id}-hint`, notes.count && `${id}-count`, notes.error && `${id}-error`].filter(Boolean);
  return {
    'aria-invalid': notes.error ? true : undefined,
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
  } as const;
}

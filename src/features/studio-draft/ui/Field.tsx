import type { ReactNode } from 'react';

type Props = {
  /** id of the control the label names (and that gets the focus when this field is the first wrong one). */
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
};

/** A labelled form field with its hint and its Chinese validation message right under the control. */
export function Field({ id, label, hint, error, children }: Props) {
  return (
    <div className="studio-form__field">
      <label className="studio-form__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && (
        <p className="studio-form__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="studio-form__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** aria attributes of a control inside a Field. */
export function describedBy(id: string, error?: string, hint?: string) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
}

type Choice<V> = { value: V; label: string };

/** Radio buttons in a fieldset (its legend is the question). */
export function Choices<V extends string | number | boolean>(props: {
  name: string;
  legend: string;
  options: readonly Choice<V>[];
  value: V;
  onChange: (value: V) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="studio-form__field">
      <legend className="studio-form__label">{props.legend}</legend>
      <div className="studio-form__choices">
        {props.options.map((option) => (
          <label key={String(option.value)} className="studio-form__choice">
            <input
              type="radio"
              name={props.name}
              checked={props.value === option.value}
              disabled={props.disabled}
              onChange={() => props.onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

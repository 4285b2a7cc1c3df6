import { useId } from 'react';
import './select.css';

export type SelectValue = string | number;
export type SelectOption<V extends SelectValue = SelectValue> = { name: string; value: V };

type Props<V extends SelectValue> = {
  options: readonly SelectOption<V>[];
  /** null/undefined: nothing chosen yet, so the 请选择 placeholder shows. */
  value: V | null | undefined;
  onChange: (value: V) => void;
  /** Visible label; use `aria-label` instead where the context already says it. */
  label?: string;
  'aria-label'?: string;
  placeholder?: string;
  disabled?: boolean;
  name?: string;
  id?: string;
};

/**
 * Spec §3/§8 select: a native <select> (the phone's own picker wheel on iOS and Android is the most usable there),
 * controlled by `value`. While nothing is chosen its first option is the disabled placeholder 请选择; once a value is
 * chosen the placeholder is gone. Options are matched by index, so number values come back as numbers.
 */
export function Select<V extends SelectValue>(props: Props<V>) {
  const { options, value, onChange, label, placeholder = '请选择', disabled, name } = props;
  const autoId = useId();
  const id = props.id ?? autoId;
  const index = options.findIndex((option) => option.value === value);
  return (
    <div className="wk-select">
      {label && (
        <label className="wk-select__label" htmlFor={id}>
          {label}
        </label>
      )}
      <span className="wk-select__box" data-empty={index === -1 || undefined}>
        <select
          id={id}
          name={name}
          className="wk-select__control"
          aria-label={props['aria-label']}
          value={index === -1 ? '' : String(index)}
          disabled={disabled}
          onChange={(event) => {
            const chosen = options[Number(event.target.value)];
            if (chosen) onChange(chosen.value);
          }}
        >
          {index === -1 && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option, position) => (
            <option key={String(option.value)} value={String(position)}>
              {option.name}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}

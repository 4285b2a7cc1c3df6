import { formClass } from '@/shared/ui/form-field';

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
    <fieldset className={formClass.card}>
      <legend className={formClass.label}>{props.legend}</legend>
      <div className="studio-form__choices">
        {props.options.map((option) => (
          <label key={String(option.value)} className={formClass.choice}>
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

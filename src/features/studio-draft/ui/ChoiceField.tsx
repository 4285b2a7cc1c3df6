import { CHOICES } from '../config/choices';
import { Choices } from './Choices';

type ChoiceName = keyof typeof CHOICES;
type Answer<N extends ChoiceName> = (typeof CHOICES)[N]['options'][number]['value'];

/**
 * One of the forms' radio questions (config/choices), bound to the form's values by its field name: the form's
 * `onChange` gets `{ [name]: answer }`. `legend` and `labels` (by answer) say it in this form's words.
 */
export function ChoiceField<N extends ChoiceName>(props: {
  name: N;
  values: Record<N, unknown>;
  onChange: (change: Record<N, Answer<N>>) => void;
  legend?: string;
  labels?: Record<string, string>;
}) {
  const { name, labels } = props;
  const question = CHOICES[name];
  // `CHOICES[name]` is typed for every name at once; its answers are this name's.
  const options = question.options.map((option) => ({
    value: option.value as Answer<N>,
    label: labels?.[String(option.value)] ?? option.label,
  }));
  return (
    <Choices
      name={name}
      legend={props.legend ?? question.legend}
      options={options}
      value={props.values[name] as Answer<N>}
      // A computed key is typed `{ [x: string]: … }`; it is exactly `{ [name]: answer }`.
      onChange={(answer) => props.onChange({ [name]: answer } as Record<N, Answer<N>>)}
    />
  );
}

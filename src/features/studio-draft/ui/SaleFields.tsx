import type { ReactNode } from 'react';
import { describedBy, FormField, formClass } from '@/shared/ui/form-field';
import { ChoiceField } from './ChoiceField';

type PriceProps = { id: string; label: string; hint: string; value: string; error?: string | undefined };

/** The price in yuan as typed (turned into fen on save), its message under it. */
export function PriceField({
  id,
  label,
  hint,
  value,
  error,
  onChange,
}: PriceProps & { onChange: (v: string) => void }) {
  return (
    <FormField card id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        className={formClass.input}
        inputMode="decimal"
        value={value}
        placeholder="0"
        {...describedBy(id, { error, hint: true })}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}

type Flags = { canDistribut: number; isDispense: 0 | 1; isExclusive: 0 | 1 };

/**
 * The distribution flags of a lesson draft and a Category (spec §3; defaults canDistribut 2, isDispense 1,
 * isExclusive 0). `rate` is shown under 推广分销 while it is on (a lesson's distributRate).
 */
export function DistributionFields<F extends Flags>(props: {
  noun: '课程' | '专栏';
  values: F;
  onChange: (change: Partial<Flags>) => void;
  distributeLabel: string;
  rate?: ReactNode;
}) {
  const { noun, values, onChange } = props;
  return (
    <>
      <ChoiceField name="canDistribut" values={values} onChange={onChange} labels={{ 1: props.distributeLabel }} />
      {values.canDistribut === 1 && props.rate}
      <ChoiceField name="isDispense" values={values} onChange={onChange} />
      <ChoiceField name="isExclusive" values={values} onChange={onChange} legend={`独家${noun}`} />
    </>
  );
}

/** The cover field comes from the page (features/image-upload), given the id, label and the form's current address. */
export type CoverSlot = (props: { id: string; label: string; value: string }) => ReactNode;
export const COVER_LABEL = '封面（自动裁成 16:9）';

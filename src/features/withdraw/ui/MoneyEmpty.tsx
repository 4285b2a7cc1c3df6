import type { ReactNode } from 'react';
import { buttonClassName } from '@/shared/ui/button';
import { Placeholder } from '@/shared/ui/placeholder';
import './money.css';

export type MoneyEmptyProps = {
  title: string;
  description?: string;
  /** Where to go instead, e.g. 去提现 or 去推广. */
  action: { href: string; label: string };
  /** A quieter second way on (a text link). */
  children?: ReactNode;
};

/** A money screen with nothing to show yet (no records, no goods chosen): says so and leads to where it begins. */
export function MoneyEmpty({ title, description, action, children }: MoneyEmptyProps) {
  return (
    <div className="money-empty">
      <Placeholder title={title} description={description} />
      <a className={buttonClassName({ size: 's' })} href={action.href}>
        {action.label}
      </a>
      {children}
    </div>
  );
}

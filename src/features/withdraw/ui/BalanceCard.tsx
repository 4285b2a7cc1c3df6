import { formatMoney } from '@/shared/lib/format';
import { buttonClassName } from '@/shared/ui/button';
import './money.css';

type Stat = { label: string; amount: number | null; testId?: string };

type Props = {
  label: string;
  /** Fen; null until loaded (shows --). */
  amount: number | null;
  amountTestId: string;
  stats: Stat[];
  busy: boolean;
  /** The withdraw link, if this screen offers one. */
  action?: { href: string; label: string };
  tone: 'wallet' | 'promotion';
};

/** The balance at the top of the wallet and the promotion screens: what can be withdrawn, with the other sums. */
export function BalanceCard({ label, amount, amountTestId, stats, busy, action, tone }: Props) {
  // A brand banner: the same in both schemes, its white button included (the light set inside it).
  return (
    <section className="money-hero" data-theme="light" data-tone={tone} aria-busy={busy || undefined}>
      <p className="money-hero__label">{label}</p>
      <p className="money-hero__amount" data-testid={amountTestId}>
        {formatMoney(amount)}
      </p>
      <dl className="money-hero__stats">
        {stats.map((stat) => (
          <div key={stat.label}>
            <dt>{stat.label}</dt>
            <dd data-testid={stat.testId}>{formatMoney(stat.amount)}</dd>
          </div>
        ))}
      </dl>
      {action && (
        <a className={buttonClassName({ variant: 'secondary', block: true })} href={action.href}>
          {action.label}
        </a>
      )}
    </section>
  );
}

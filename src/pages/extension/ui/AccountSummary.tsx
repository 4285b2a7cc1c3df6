import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { formatMoney } from '@/shared/lib/format';
import { hrefTo, linkToMine } from '@/shared/routing';
import { buttonClassName } from '@/shared/ui/button';
import { Placeholder } from '@/shared/ui/placeholder';
import { $account, $accountError, $accountState, accountOpened, accountRetried } from '../model/account';

/** The promoter's money: withdrawable, pending (refund window open), all-time; -- until loaded. */
export function AccountSummary({ withdraw = true }: { withdraw?: boolean }) {
  const [account, state, error, opened, retried] = useUnit([
    $account,
    $accountState,
    $accountError,
    accountOpened,
    accountRetried,
  ]);
  useEffect(() => {
    opened();
  }, [opened]);
  if (state === 'failed' && !account) return <Placeholder kind="error" error={error} onAction={retried} />;
  return (
    <section className="extension__hero" aria-busy={state === 'loading' || undefined}>
      <p className="extension__hero-label">可提现佣金（元）</p>
      <p className="extension__hero-amount" data-testid="extension-available">
        {formatMoney(account?.availableAmt ?? null)}
      </p>
      <dl className="extension__stats">
        <div>
          <dt>待结算</dt>
          <dd data-testid="extension-pending">{formatMoney(account?.pendingAmt ?? null)}</dd>
        </div>
        <div>
          <dt>累计佣金</dt>
          <dd data-testid="extension-total">{formatMoney(account?.totalAmt ?? null)}</dd>
        </div>
      </dl>
      {withdraw && (
        <a
          className={buttonClassName({ variant: 'secondary', block: true })}
          href={hrefTo(linkToMine('extension-present'))}
        >
          提现到微信零钱
        </a>
      )}
    </section>
  );
}

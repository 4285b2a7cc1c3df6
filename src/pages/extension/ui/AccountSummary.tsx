import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { BalanceCard } from '@/features/withdraw';
import { hrefTo, linkToMine } from '@/shared/routing';
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
    <BalanceCard
      tone="promotion"
      label="可提现佣金（元）"
      amount={account?.availableAmt ?? null}
      amountTestId="extension-available"
      stats={[
        { label: '待结算', amount: account?.pendingAmt ?? null, testId: 'extension-pending' },
        { label: '累计佣金', amount: account?.totalAmt ?? null, testId: 'extension-total' },
      ]}
      busy={state === 'loading'}
      action={withdraw ? { href: hrefTo(linkToMine('extension-present')), label: '提现到微信零钱' } : undefined}
    />
  );
}

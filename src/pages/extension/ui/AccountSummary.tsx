import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { BalanceCard } from '@/features/withdraw';
import { hrefTo, linkToMine } from '@/shared/routing';
import { ResourceView } from '@/shared/ui/resource-view';
import type { PromotionAccount } from '../api/promotion';
import { accountPage } from '../model/account';

function Balance({ account, withdraw }: { account: PromotionAccount | null; withdraw: boolean }) {
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
      busy={!account}
      action={withdraw ? { href: hrefTo(linkToMine('extension-present')), label: '提现到微信零钱' } : undefined}
    />
  );
}

/** The promoter's money: withdrawable, pending (refund window open), all-time; -- until loaded. */
export function AccountSummary({ withdraw = true }: { withdraw?: boolean }) {
  const opened = useUnit(accountPage.opened);
  useEffect(() => {
    opened();
  }, [opened]);
  return (
    <ResourceView resource={accountPage} skeleton={<Balance account={null} withdraw={withdraw} />}>
      {(account) => <Balance account={account} withdraw={withdraw} />}
    </ResourceView>
  );
}

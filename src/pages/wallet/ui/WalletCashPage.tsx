import { useUnit } from 'effector-react';
import { hrefTo, linkToMine, type PageProps } from '@/shared/routing';
import { PageHeader } from '@/shared/ui/page-header';
import { Withdrawal } from '@/widgets/withdrawal';
import { $destination, cashWithdrawal } from '../model/cash';
import './wallet.css';

/** wallet/cash — 申请提现 to the withdraw account (the guard sent an unfilled account to bankAccount, spec §5). */
export function WalletCashPage({ title }: PageProps) {
  const destination = useUnit($destination);
  return (
    <main className="wallet" data-page="wallet-cash">
      <PageHeader title={title} />
      <Withdrawal
        model={cashWithdrawal}
        destination={destination}
        smsId="cash-sms"
        recordHref={hrefTo(linkToMine('wallet-record'))}
        note={() => (
          <p className="money-note">
            到账账户：{destination} <a href={`${hrefTo(linkToMine('wallet-bank-account'))}?from=wallet-cash`}>修改</a>
          </p>
        )}
      />
    </main>
  );
}

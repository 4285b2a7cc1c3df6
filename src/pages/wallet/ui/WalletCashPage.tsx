import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { SmsCodeField } from '@/features/sms-code';
import { WithdrawForm } from '@/features/withdraw';
import { hrefTo, linkToMine, type PageProps } from '@/shared/routing';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import { $destination, cashOpened, cashSms, cashWithdraw } from '../model/cash';
import { $walletError, $walletState, walletRetried } from '../model/home';
import './wallet.css';

/** wallet/cash — 申请提现 to the withdraw account (the guard sent an unfilled account to bankAccount, spec §5). */
export function WalletCashPage({ title }: PageProps) {
  const [state, error, retried, opened, destination] = useUnit([
    $walletState,
    $walletError,
    walletRetried,
    cashOpened,
    $destination,
  ]);
  useEffect(() => {
    opened();
  }, [opened]);
  return (
    <main className="wallet" data-page="wallet-cash">
      <PageHeader title={title} />
      {state === 'failed' ? (
        <Placeholder kind="error" error={error} onAction={retried} />
      ) : (
        <>
          <WithdrawForm
            model={cashWithdraw}
            destination={destination}
            smsSlot={<SmsCodeField model={cashSms} idPrefix="cash-sms" mobileLabel="接收验证码的手机号" />}
            recordHref={hrefTo(linkToMine('wallet-record'))}
          />
          <p className="money-note">
            到账账户：{destination} <a href={`${hrefTo(linkToMine('wallet-bank-account'))}?from=wallet-cash`}>修改</a>
          </p>
        </>
      )}
    </main>
  );
}

import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { SmsCodeField } from '@/features/sms-code';
import { WithdrawForm } from '@/features/withdraw';
import { formatMoney } from '@/shared/lib/format';
import { hrefTo, linkToMine, type PageProps } from '@/shared/routing';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import { $account, $accountError, $accountState, accountRetried } from '../model/account';
import { presentOpened, presentSms, presentWithdraw } from '../model/present';
import './extension.css';

/** extension/present — 推广提现: commission to WeChat 零钱, same rules as the wallet's cash (¥1.00 minimum, no fee). */
export function ExtensionPresentPage({ title }: PageProps) {
  const [account, state, error, retried, opened] = useUnit([
    $account,
    $accountState,
    $accountError,
    accountRetried,
    presentOpened,
  ]);
  const pending = account?.pendingAmt ?? 0;
  useEffect(() => {
    opened();
  }, [opened]);
  return (
    <main className="extension" data-page="extension-present">
      <PageHeader title={title} />
      {state === 'failed' ? (
        <Placeholder kind="error" error={error} onAction={retried} />
      ) : (
        <WithdrawForm
          model={presentWithdraw}
          destination="微信零钱"
          smsSlot={<SmsCodeField model={presentSms} idPrefix="present-sms" mobileLabel="接收验证码的手机号" />}
          recordHref={hrefTo(linkToMine('extension-record'))}
        />
      )}
      {state !== 'failed' && pending > 0 && (
        <p className="money-note" data-testid="present-pending">
          另有 {formatMoney(pending)} 佣金待结算：订单 7 天退款期结束后才转入可提现佣金，届时才能提现。
        </p>
      )}
    </main>
  );
}

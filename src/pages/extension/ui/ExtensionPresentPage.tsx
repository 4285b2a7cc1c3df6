import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $lecturerProfile } from '@/entities/user';
import { SendCodeButton } from '@/features/sms-send';
import { WithdrawForm } from '@/features/withdraw';
import { hrefTo, linkToMine, type PageProps } from '@/shared/routing';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import { $accountError, $accountState, accountRetried } from '../model/account';
import { presentOpened, presentWithdraw } from '../model/present';
import './extension.css';

/** extension/present — 推广提现: commission to WeChat 零钱, same rules as the wallet's cash (¥1.00 minimum, no fee). */
export function ExtensionPresentPage({ title }: PageProps) {
  const [state, error, retried, opened, profile] = useUnit([
    $accountState,
    $accountError,
    accountRetried,
    presentOpened,
    $lecturerProfile,
  ]);
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
          smsSlot={<SendCodeButton mobile={profile?.userMobile ?? ''} />}
          recordHref={hrefTo(linkToMine('extension-record'))}
        />
      )}
    </main>
  );
}

import { formatMoney } from '@/shared/lib/format';
import { hrefTo, linkToMine, type PageProps } from '@/shared/routing';
import { PageHeader } from '@/shared/ui/page-header';
import { Withdrawal } from '@/widgets/withdrawal';
import { presentWithdrawal } from '../model/present';
import './extension.css';

/** Commission still inside the refund window: it shows in the balance but cannot go yet. */
function PendingNote({ pending }: { pending: number }) {
  if (pending <= 0) return null;
  return (
    <p className="money-note" data-testid="present-pending">
      另有 {formatMoney(pending)} 佣金待结算：订单 7 天退款期结束后才转入可提现佣金，届时才能提现。
    </p>
  );
}

/** extension/present — 推广提现: commission to WeChat 零钱, same rules as the wallet's cash (¥1.00 minimum, no fee). */
export function ExtensionPresentPage({ title }: PageProps) {
  return (
    <main className="extension" data-page="extension-present">
      <PageHeader title={title} />
      <Withdrawal
        model={presentWithdrawal}
        destination="微信零钱"
        smsId="present-sms"
        recordHref={hrefTo(linkToMine('extension-record'))}
        note={(account) => <PendingNote pending={account?.pendingAmt ?? 0} />}
      />
    </main>
  );
}

import { hrefTo, linkToMine, type PageProps } from '@/shared/routing';
import { PageHeader } from '@/shared/ui/page-header';
import { AccountSummary } from './AccountSummary';
import './extension.css';

/** extension/wallet — 推广收益: the commission balance and where it comes from. */
export function ExtensionWalletPage({ title }: PageProps) {
  return (
    <main className="extension" data-page="extension-wallet">
      <PageHeader title={title} />
      <AccountSummary />
      <p className="money-note">
        每笔订单的佣金先计入「待结算」，订单 7 天退款期结束后转入「可提现佣金」，单笔提现不少于
        ¥1.00，无手续费，提现到微信零钱。
      </p>
      <nav className="money-menu" aria-label="推广收益">
        <a href={hrefTo(linkToMine('extension-detail'))}>推广明细（每单佣金）</a>
        <a href={hrefTo(linkToMine('extension-record'))}>提现记录</a>
        <a href={hrefTo(linkToMine('extension-index'))}>去推广课程</a>
      </nav>
    </main>
  );
}

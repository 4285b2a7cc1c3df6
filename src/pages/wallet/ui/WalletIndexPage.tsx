import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { Wallet } from '@/entities/lecturer';
import { BalanceCard } from '@/features/withdraw';
import { hrefTo, linkToMine, type PageProps } from '@/shared/routing';
import { PageHeader } from '@/shared/ui/page-header';
import { ResourceView } from '@/shared/ui/resource-view';
import { walletPage } from '../model/home';
import './wallet.css';

/** The screen with the wallet's figures, or -- in each while they load (the same screen, so nothing moves). */
function WalletBody({ wallet }: { wallet: Wallet | null }) {
  return (
    <>
      <BalanceCard
        tone="wallet"
        label="可提现金额（元）"
        amount={wallet?.availableAmt ?? null}
        amountTestId="wallet-available"
        stats={[
          { label: '本期收益', amount: wallet?.currentProfit ?? null },
          { label: '累计收益', amount: wallet?.totalProfit ?? null },
        ]}
        busy={!wallet}
        action={{ href: hrefTo(linkToMine('wallet-cash')), label: '申请提现' }}
      />
      {wallet && (
        <p className="money-note">
          {wallet.isSettleAuth === 1
            ? '已开通结算：收益按期结算进可提现金额，可随时申请提现。'
            : '尚未开通结算：收益会先累计，完成实名认证并开通结算后才能提现。'}
        </p>
      )}
      <nav className="money-menu" aria-label="钱包">
        <a href={hrefTo(linkToMine('wallet-detail'))}>收支明细</a>
        <a href={hrefTo(linkToMine('wallet-record'))}>提现记录</a>
        <a href={`${hrefTo(linkToMine('wallet-bank-account'))}?from=wallet-index`}>提现账户</a>
        <a href={hrefTo(linkToMine('extension-index'))}>推广中心</a>
      </nav>
    </>
  );
}

/** wallet/index — 我的钱包: what can be withdrawn (-- until loaded), this period's and all-time earnings, entries. */
export function WalletIndexPage({ title }: PageProps) {
  const opened = useUnit(walletPage.opened);
  useEffect(() => {
    opened();
  }, [opened]);
  return (
    <main className="wallet" data-page="wallet-index">
      <PageHeader title={title} />
      <ResourceView resource={walletPage} skeleton={<WalletBody wallet={null} />}>
        {(wallet) => <WalletBody wallet={wallet} />}
      </ResourceView>
    </main>
  );
}

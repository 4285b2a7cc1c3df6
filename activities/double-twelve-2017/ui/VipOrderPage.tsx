import { useUnit } from 'effector-react';
import type { ActivityPageProps } from '@/shared/activity';
import { useGateAfterPaint } from '@/shared/lib/gate';
import { hrefTo } from '@/shared/routing';
import { buttonClassName } from '@/shared/ui/button';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import { DetailSkeleton } from '@/shared/ui/skeleton';
import { promoPath } from '../lib/paths';
import { $refreshing, $vipOrder, $vipOrderView, VipOrderGate, vipOrderRefreshed } from '../model/vip-order';
import { OrderResult } from './OrderResult';
import './d12.css';

function VipOrderView({ orderNo, title }: { orderNo: string; title: string }) {
  useGateAfterPaint(VipOrderGate, { orderNo });
  const [view, order, refreshing, refresh] = useUnit([$vipOrderView, $vipOrder, $refreshing, vipOrderRefreshed]);
  return (
    <main className="d12" data-page="d12-vip-order">
      <PageHeader title={title} />
      <div className="d12__body">
        {order ? (
          <OrderResult order={order} refreshing={refreshing} onRefresh={() => refresh()} />
        ) : view === 'notFound' ? (
          <div className="d12-card">
            <Placeholder title="没有找到这个订单" description="请确认订单号是否正确，或回到活动页看看。" />
            <a className={buttonClassName({ variant: 'secondary', block: true })} href={hrefTo(promoPath)}>
              回到活动主页
            </a>
          </div>
        ) : view === 'error' ? (
          <Placeholder kind="error" title="订单加载失败" onAction={() => refresh()} />
        ) : (
          <DetailSkeleton />
        )}
      </div>
    </main>
  );
}

/** The result of a promo order (vip/{orderId}): paid, waiting for the payment notice, failed, or unknown. */
export function VipOrderPage({ params, title }: ActivityPageProps) {
  const orderNo = String(params.orderId ?? '');
  return <VipOrderView key={orderNo} orderNo={orderNo} title={title} />;
}

import { MoneyRecords, MoneyRow } from '@/features/withdraw';
import { formatDateTime, formatMoney } from '@/shared/lib/format';
import { hrefTo, linkToMine, type PageProps } from '@/shared/routing';
import { PageHeader } from '@/shared/ui/page-header';
import type { Commission } from '../api/promotion';
import { commissionList } from '../model/lists';
import './extension.css';

function CommissionRow({ record }: { record: Commission }) {
  return (
    <MoneyRow
      title={record.goodsName || '推广订单'}
      time={record.createTime}
      amount={record.commission}
      direction="in"
      testId="commission-row"
    >
      <p className="money-row__meta">实付 {formatMoney(record.payAmount)}</p>
      <p className="money-row__meta">
        {record.status === 1
          ? `待结算，${record.settleTime ? `${formatDateTime(record.settleTime)} 后` : '退款期结束后'}可提现`
          : '已结算，可提现'}
      </p>
    </MoneyRow>
  );
}

/** extension/detail — 推广明细: the commission of each order bought through my links. */
export function ExtensionDetailPage({ title }: PageProps) {
  return (
    <main className="extension" data-page="extension-detail">
      <PageHeader title={title} />
      <MoneyRecords
        list={commissionList}
        label={title}
        renderItem={(record) => <CommissionRow record={record} />}
        empty={{
          title: '还没有推广订单',
          description: '好友通过你的链接购买后，佣金会出现在这里',
          action: { href: hrefTo(linkToMine('extension-index')), label: '去推广' },
        }}
      />
    </main>
  );
}

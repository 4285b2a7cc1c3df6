import { formatMoney } from '@/shared/lib/format';
import type { GoodsIncome } from '../api/income-by-goods';

const KINDS = { 1: '课程', 2: '专栏', 3: '系列课' } as const;

/** One lesson, column or package and what it earned the lecturer (after the platform's share and commission). */
export function GoodsIncomeRow({ goods }: { goods: GoodsIncome }) {
  return (
    <div className="money-row" data-testid="goods-income-row">
      {goods.cover ? (
        <img className="wallet-goods__cover" src={goods.cover} alt="" loading="lazy" />
      ) : (
        <span className="wallet-goods__cover" aria-hidden="true" />
      )}
      <div className="money-row__main">
        <p className="money-row__title">{goods.name}</p>
        <p className="money-row__meta">
          {KINDS[goods.goodsType]}
          {goods.orderCount > 0 && ` · ${goods.orderCount} 单`}
        </p>
      </div>
      <div className="money-row__side">
        <span className="money-row__plus">+{formatMoney(goods.income)}</span>
      </div>
    </div>
  );
}

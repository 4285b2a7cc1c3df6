import { formatMoney } from '@/shared/lib/format';
import type { GoodsIncome } from '../api/income-by-goods';

const KINDS = { 1: '课程', 2: '专栏', 3: '系列课' } as const;

/** One lesson, column or package and what it earned the lecturer (after the platform's share and commission). */
export function GoodsIncomeRow({ goods }: { goods: GoodsIncome }) {
  return (
    <div className="wallet-row" data-testid="goods-income-row">
      {goods.cover ? (
        <img className="wallet-row__cover" src={goods.cover} alt="" loading="lazy" />
      ) : (
        <span className="wallet-row__cover" aria-hidden="true" />
      )}
      <div className="wallet-row__main">
        <p className="wallet-row__title">{goods.name}</p>
        <p className="wallet-row__time">
          {KINDS[goods.goodsType]}
          {goods.orderCount > 0 && ` · ${goods.orderCount} 单`}
        </p>
      </div>
      <div className="wallet-row__side">
        <span className="wallet-row__plus">+{formatMoney(goods.income)}</span>
      </div>
    </div>
  );
}

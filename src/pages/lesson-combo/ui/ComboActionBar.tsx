import { useUnit } from 'effector-react';
import type { ComboDetail } from '@/entities/combo';
import { CouponChoiceRow } from '@/features/coupon-choice';
import { PurchaseStatus } from '@/features/purchase';
import { hrefTo, linkTo, linkToMine } from '@/shared/routing';
import { ActionBar } from '@/shared/ui/action-bar';
import { buttonClassName } from '@/shared/ui/button';
import { BuyButton } from '@/widgets/goods-detail';
import { $isOwnCombo, comboCommerce, comboCoupon, comboPurchase } from '../model/combo';

/**
 * The buy button; once bought (or free) it leads to the first lesson. Without a price in the answer nothing is
 * sold: the summary says 价格暂不可用 and the button is 重试, which asks for the column again.
 */
export function ComboActionBar({ combo }: { combo: ComboDetail }) {
  const own = useUnit($isOwnCombo);
  // The lecturer's own column or package: 管理, never 购买. A column opens its editor; a package has no editor
  // route in the spec (§2), so it opens the studio's hub (直播间管理), where its lessons are managed.
  if (own) {
    const column = combo.comboType !== 3;
    const manage = column ? linkToMine('channel-edit', { id: combo.cateId }) : linkToMine('liveroom-mine');
    return (
      <ActionBar label={column ? '专栏管理' : '系列课管理'}>
        <a className={buttonClassName({ block: true })} href={hrefTo(manage)}>
          管理
        </a>
      </ActionBar>
    );
  }
  const open = combo.isBought === 1 || combo.price === 0;
  const priced = combo.price !== null;
  const first = combo.lessons[0];
  return (
    <ActionBar label="购买操作">
      {!open && priced && <CouponChoiceRow choice={comboCoupon} />}
      {open ? (
        first && (
          <a className={buttonClassName({ block: true })} href={hrefTo(linkTo('lesson-play', { id: first.lessonId }))}>
            开始学习
          </a>
        )
      ) : (
        <BuyButton model={comboCommerce} priced={priced} />
      )}
      <PurchaseStatus purchase={comboPurchase} />
    </ActionBar>
  );
}

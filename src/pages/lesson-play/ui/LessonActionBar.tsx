import { useUnit } from 'effector-react';
import type { LiveRoomDetail } from '@/entities/lesson';
import { CouponChoiceRow } from '@/features/coupon-choice';
import { PurchaseStatus } from '@/features/purchase';
import { formatMoney } from '@/shared/lib/format';
import { hrefTo, linkTo } from '@/shared/routing';
import { ActionBar } from '@/shared/ui/action-bar';
import { Button, buttonClassName } from '@/shared/ui/button';
import { $collected, $collectPending, collectClicked } from '../model/collect';
import { buyClicked, lessonCoupon, lessonPurchase, lessonRefreshed } from '../model/lesson';

/**
 * 收藏 and the buy button; once bought (or free) the button leads into the lesson. Without a price in the answer
 * (the spec does not promise one) nothing is sold: 价格暂不可用 with 重试, which asks for the lesson again.
 */
export function LessonActionBar({ lesson }: { lesson: LiveRoomDetail }) {
  const [collected, collectPending, busy, payPrice, onCollect, onBuy, onRetry] = useUnit([
    $collected,
    $collectPending,
    lessonPurchase.$busy,
    lessonCoupon.$payPrice,
    collectClicked,
    buyClicked,
    lessonRefreshed,
  ]);
  const open = lesson.isBought === 1 || lesson.price === 0;
  const priced = lesson.price !== null;
  const learnHref = hrefTo(linkTo('liveroom-listener', { studioId: lesson.studioId, lessonId: lesson.lessonId }));
  return (
    <ActionBar label="课程操作">
      {!open && priced && <CouponChoiceRow choice={lessonCoupon} />}
      <div className="lesson-play__actions">
        <button
          type="button"
          className="lesson-play__collect"
          aria-pressed={collected}
          aria-busy={collectPending || undefined}
          onClick={() => onCollect()}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" data-on={collected || undefined}>
            <path d="M12 3l2.8 5.8 6.2.9-4.5 4.4 1.1 6.2L12 17.4l-5.6 2.9 1.1-6.2L3 9.7l6.2-.9z" />
          </svg>
          {collected ? '已收藏' : '收藏'}
        </button>
        {open ? (
          <a className={buttonClassName({ block: true })} href={learnHref}>
            开始学习
          </a>
        ) : !priced ? (
          <Button block onClick={() => onRetry()}>
            重试
          </Button>
        ) : (
          // While the price after the chosen coupon is being asked, the button says so and waits: it never shows
          // one price and orders at another.
          <Button block loading={busy} disabled={payPrice === null} onClick={() => onBuy()}>
            {payPrice === null ? '正在计算优惠…' : `购买 ${formatMoney(payPrice)}`}
          </Button>
        )}
      </div>
      <PurchaseStatus purchase={lessonPurchase} />
    </ActionBar>
  );
}

import { useUnit } from 'effector-react';
import type { MouseEvent } from 'react';
import type { LiveRoomDetail } from '@/entities/lesson';
import { CouponChoiceRow } from '@/features/coupon-choice';
import { trackOf, trackPlayRequested } from '@/features/player';
import { PurchaseStatus } from '@/features/purchase';
import { hrefTo, linkTo, linkToMine } from '@/shared/routing';
import { ActionBar } from '@/shared/ui/action-bar';
import { buttonClassName } from '@/shared/ui/button';
import { BuyButton } from '@/widgets/goods-detail';
import { $collected, $collectPending, collectClicked } from '../model/collect';
import { lessonCommerce, lessonCoupon, lessonPurchase } from '../model/commerce';
import { $isOwnLesson } from '../model/lesson';

/**
 * 开始学习: a recorded lesson starts playing here, in the page's player (the tap is the gesture WeChat requires); a
 * live lesson enters its live room. A link either way (it names where the lesson is), the recorded one handled here.
 */
function StartLearning({ lesson }: { lesson: LiveRoomDetail }) {
  const play = useUnit(trackPlayRequested);
  const track = lesson.lessonPlayType === 2 ? trackOf(lesson) : null;
  if (!track || track.sample) {
    const href = hrefTo(linkTo('liveroom-listener', { studioId: lesson.studioId, lessonId: lesson.lessonId }));
    return (
      <a className={buttonClassName({ block: true })} href={href}>
        开始学习
      </a>
    );
  }
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    play(track);
    document.getElementById('lesson-player')?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  };
  return (
    <a
      className={buttonClassName({ block: true })}
      href={hrefTo(linkTo('lesson-play', { id: lesson.lessonId }))}
      onClick={onClick}
    >
      开始学习
    </a>
  );
}

/**
 * 收藏 and the buy button; once bought (or free) the button leads into the lesson. Without a price in the answer
 * (the spec does not promise one) nothing is sold: 价格暂不可用 with 重试, which asks for the lesson again.
 */
/** The lecturer's own lesson: 管理 (its editor) and, for a live lesson, 进入直播间 as its lecturer; never 购买. */
function OwnLessonActions({ lesson }: { lesson: LiveRoomDetail }) {
  return (
    <ActionBar label="课程管理">
      <div className="lesson-play__own-actions">
        <a
          className={buttonClassName({ block: true, variant: lesson.lessonPlayType === 1 ? 'secondary' : undefined })}
          href={hrefTo(linkToMine('studio-lesson-edit', { id: lesson.lessonId }))}
        >
          管理
        </a>
        {lesson.lessonPlayType === 1 && (
          <a
            className={buttonClassName({ block: true })}
            href={hrefTo(linkTo('liveroom-lecturer', { studioId: lesson.studioId, lessonId: lesson.lessonId }))}
          >
            进入直播间
          </a>
        )}
      </div>
    </ActionBar>
  );
}

export function LessonActionBar({ lesson }: { lesson: LiveRoomDetail }) {
  const own = useUnit($isOwnLesson);
  if (own) return <OwnLessonActions lesson={lesson} />;
  return <LearnerActionBar lesson={lesson} />;
}

function LearnerActionBar({ lesson }: { lesson: LiveRoomDetail }) {
  const [collected, collectPending, onCollect] = useUnit([$collected, $collectPending, collectClicked]);
  const free = lesson.price === 0;
  // A free recording plays here as it is; a free live lesson is entered once taken (its ¥0 order), as spec §4
  // lets into the room only who bought it.
  const open = lesson.isBought === 1 || (free && lesson.lessonPlayType !== 1);
  const priced = lesson.price !== null;
  return (
    <ActionBar label="课程操作">
      {!open && priced && !free && <CouponChoiceRow choice={lessonCoupon} />}
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
        {open ? <StartLearning lesson={lesson} /> : <BuyButton model={lessonCommerce} priced={priced} free={free} />}
      </div>
      <PurchaseStatus purchase={lessonPurchase} />
    </ActionBar>
  );
}

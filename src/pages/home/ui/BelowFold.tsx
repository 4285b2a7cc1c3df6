import { useUnit } from 'effector-react';
import { useGateAfterPaint } from '@/shared/lib/gate';
import { hrefTo, linkTo } from '@/shared/routing';
import { Placeholder } from '@/shared/ui/placeholder';
import { CountdownGate } from '@/widgets/lesson-card';
import {
  $everythingFailed,
  $firstError,
  $nothingToShow,
  bargains,
  cheap,
  free,
  LowerGate,
  newest,
  retryAllRequested,
} from '../model/lower';
import { ChoiceSection } from './ChoiceSection';
import { Deferred } from './Deferred';
import { GroupSection } from './GroupSection';
import { LessonSection } from './LessonSection';

/**
 * Everything under the channels (see data-blocks). When every block fails (offline) it says so once; when the
 * catalogue is empty, it says that.
 */
export function BelowFold() {
  useGateAfterPaint(LowerGate);
  const [everythingFailed, nothingToShow, firstError] = useUnit([$everythingFailed, $nothingToShow, $firstError]);
  const retryAll = useUnit(retryAllRequested);
  if (everythingFailed) {
    return (
      <Placeholder
        kind="error"
        error={firstError}
        onAction={() => {
          for (const retry of retryAll) retry();
        }}
      />
    );
  }
  if (nothingToShow) return <Placeholder title="暂时还没有课程" description="好课正在路上，晚些再来看看吧" />;
  return (
    <>
      <ChoiceSection />
      <CountdownGate />
      <Deferred>
        <LessonSection
          title="限时特惠"
          section={bargains}
          moreHref={hrefTo(linkTo('discount'))}
          endTimeOf={(lesson) => lesson.bargainEndTime}
        />
      </Deferred>
      <Deferred>
        <GroupSection />
      </Deferred>
      <Deferred>
        <LessonSection title="最新上架" section={newest} moreHref={hrefTo(linkTo('single-usd', { pageNo: 1 }))} />
      </Deferred>
      <Deferred>
        <LessonSection title="免费专区" section={free} moreHref={hrefTo(linkTo('free'))} />
      </Deferred>
      <Deferred>
        <LessonSection title="20元以下" section={cheap} moreHref={hrefTo(linkTo('experience'))} />
      </Deferred>
      {/* At the end, where it cannot shift what the first screen shows. */}
      <nav className="home__more" aria-label="专题与活动">
        <a className="home__more-link" href={hrefTo(linkTo('topic-list'))}>
          专题精选<span>编辑挑选的好课合集</span>
        </a>
        <a className="home__more-link" href={hrefTo(linkTo('invite-index'))}>
          邀请有礼<span>邀请好友，得无门槛券</span>
        </a>
      </nav>
      <p className="home__end">— 已经到底了 —</p>
    </>
  );
}

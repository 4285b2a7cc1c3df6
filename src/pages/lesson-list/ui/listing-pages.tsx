import { useGateAfterPaint } from '@/shared/lib/gate';
import type { PageProps } from '@/shared/routing';
import { CountdownGate } from '@/widgets/lesson-card';
import {
  discountList,
  experienceList,
  freeList,
  hotList,
  recommendList,
  singleUsdList,
  specialList,
} from '../model/lists';
import { SingleUsdShareGate } from '../model/share';
import { ListingPage } from './ListingPage';
import { BargainList, LessonList, StartPageList } from './lesson-lists';

export function DiscountPage({ title }: PageProps) {
  useGateAfterPaint(CountdownGate);
  return (
    <ListingPage title={title} intro="限时低价，倒计时结束恢复原价">
      <BargainList list={discountList} label={title} emptyText="暂时没有特惠课程" />
    </ListingPage>
  );
}

export function HotPage({ title }: PageProps) {
  return (
    <ListingPage title={title} intro="学员最多的课程">
      <LessonList list={hotList} label={title} emptyText="榜单正在生成中" />
    </ListingPage>
  );
}

export function FreePage({ title }: PageProps) {
  return (
    <ListingPage title={title} intro="免费好课，直接开学">
      <LessonList list={freeList} label={title} emptyText="暂时没有免费课程" />
    </ListingPage>
  );
}

export function ExperiencePage({ title }: PageProps) {
  return (
    <ListingPage title={title} intro="20 元以内的体验好课">
      <LessonList list={experienceList} label={title} emptyText="暂时没有体验课程" />
    </ListingPage>
  );
}

export function SingleUsdPage({ title, params }: PageProps) {
  const startPage = Math.max(1, Number(params.pageNo) || 1);
  useGateAfterPaint(SingleUsdShareGate, { startPage });
  return (
    <ListingPage title={title}>
      <StartPageList list={singleUsdList} startPage={startPage} label={title} emptyText="这一页没有课程了" />
    </ListingPage>
  );
}

export function LessonSpecialPage({ title }: PageProps) {
  useGateAfterPaint(CountdownGate);
  return (
    <ListingPage title={title} intro="专场优惠，限时抢购">
      <BargainList list={specialList} label={title} emptyText="暂时没有优惠专场" />
    </ListingPage>
  );
}

export function LessonRecommendPage({ title }: PageProps) {
  return (
    <ListingPage title={title} intro="根据大家的学习为你挑选">
      <LessonList list={recommendList} label={title} emptyText="暂时没有推荐" />
    </ListingPage>
  );
}

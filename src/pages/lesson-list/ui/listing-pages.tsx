import type { BargainLesson, LessonCard } from '@/entities/lesson';
import { useGateAfterPaint } from '@/shared/lib/gate';
import type { PageProps } from '@/shared/routing';
import type { InfiniteListModel } from '@/shared/ui/infinite-list';
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

/** A listing screen: what it says above its list and when the list is empty. */
type ListingProps<T> = { title: string; list: InfiniteListModel<T>; intro: string; emptyText: string };

function LessonListing({ title, list, intro, emptyText }: ListingProps<LessonCard>) {
  return (
    <ListingPage title={title} intro={intro}>
      <LessonList list={list} label={title} emptyText={emptyText} />
    </ListingPage>
  );
}

/** Limited-time deals: each card counts down. */
function BargainListing({ title, list, intro, emptyText }: ListingProps<BargainLesson>) {
  useGateAfterPaint(CountdownGate);
  return (
    <ListingPage title={title} intro={intro}>
      <BargainList list={list} label={title} emptyText={emptyText} />
    </ListingPage>
  );
}

export const DiscountPage = ({ title }: PageProps) => (
  <BargainListing title={title} list={discountList} intro="限时低价，倒计时结束恢复原价" emptyText="暂时没有特惠课程" />
);

export const HotPage = ({ title }: PageProps) => (
  <LessonListing title={title} list={hotList} intro="学员最多的课程" emptyText="榜单正在生成中" />
);

export const FreePage = ({ title }: PageProps) => (
  <LessonListing title={title} list={freeList} intro="免费好课，直接开学" emptyText="暂时没有免费课程" />
);

export const ExperiencePage = ({ title }: PageProps) => (
  <LessonListing title={title} list={experienceList} intro="20 元以内的体验好课" emptyText="暂时没有体验课程" />
);

export const LessonSpecialPage = ({ title }: PageProps) => (
  <BargainListing title={title} list={specialList} intro="专场优惠，限时抢购" emptyText="暂时没有优惠专场" />
);

export const LessonRecommendPage = ({ title }: PageProps) => (
  <LessonListing title={title} list={recommendList} intro="根据大家的学习为你挑选" emptyText="暂时没有推荐" />
);

export function SingleUsdPage({ title, params }: PageProps) {
  const startPage = Math.max(1, Number(params.pageNo) || 1);
  useGateAfterPaint(SingleUsdShareGate, { startPage });
  return (
    <ListingPage title={title}>
      <StartPageList list={singleUsdList} startPage={startPage} label={title} emptyText="这一页没有课程了" />
    </ListingPage>
  );
}

import { useUnit } from 'effector-react';
import type { ListingLesson } from '@/entities/studio';
import { LESSON_STATE_LABEL } from '@/entities/studio-catalog';
import { $lecturerProfile } from '@/entities/user';
import { formatPrice } from '@/shared/lib/format';
import { hrefTo, linkToMine, navigateTo, type PageProps } from '@/shared/routing';
import { Image } from '@/shared/ui/image';
import { InfiniteList } from '@/shared/ui/infinite-list';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import { listingLessons, unlistClicked } from '../model/listing-index';
import './liveroom-listing.css';

/** mine/liveroom/index — 可上架课程: list a lesson on the studio home (via 确认课程信息) or take it off. */
export default function LiveroomIndexPage({ title }: PageProps) {
  const profile = useUnit($lecturerProfile);
  // Spec §5 lets every lecturer open this page; listing needs real-name verification (the calls answer 11).
  if (profile?.realNameAuth !== 2) {
    return (
      <main className="listing" data-page="liveroom-index">
        <PageHeader title={title} />
        <Placeholder
          title="完成实名认证后才能上架课程"
          description="上架的课程会显示在你的直播间主页"
          actionLabel="去实名认证"
          onAction={() => navigateTo(linkToMine('liveroom-authenticate', { type: 1 }))}
        />
      </main>
    );
  }
  return (
    <main className="listing" data-page="liveroom-index">
      <PageHeader title={title} />
      <p className="listing__hint">
        上架的课程公开出售（首页、列表、搜索和直播间主页）；下架后新学员无法购买，已购学员仍可学习。与「课程管理」的状态一致。
      </p>
      <InfiniteList
        list={listingLessons}
        label="我的课程"
        getKey={(lesson) => lesson.lessonId}
        empty={
          <Placeholder
            title="还没有课程"
            description="新建课程后，在这里上架到直播间主页"
            actionLabel="新建课程"
            onAction={() => navigateTo(linkToMine('studio-lesson-add'))}
          />
        }
        renderItem={(lesson) => <ListingRow lesson={lesson} />}
      />
    </main>
  );
}

function ListingRow({ lesson }: { lesson: ListingLesson }) {
  const unlist = useUnit(unlistClicked);
  return (
    <div className="listing-row">
      <span className="listing-row__cover">
        <Image src={lesson.lessonCoverUrl} alt="" displayWidth={112} />
      </span>
      <span className="listing-row__text">
        <span className="listing-row__name">{lesson.lessonName}</span>
        <span className="listing-row__meta">
          <span className={`listing-row__state${lesson.lessonState === 2 ? ' is-listed' : ''}`}>
            {LESSON_STATE_LABEL[lesson.lessonState]}
          </span>
          <span>{formatPrice(lesson.price)}</span>
        </span>
      </span>
      {lesson.lessonState === 2 ? (
        <button
          type="button"
          className="listing-row__action"
          aria-label={`下架 ${lesson.lessonName}`}
          onClick={() => unlist(lesson)}
        >
          下架
        </button>
      ) : (
        <a
          className="listing-row__action listing-row__action--primary"
          aria-label={`上架 ${lesson.lessonName}`}
          href={hrefTo(`${linkToMine('liveroom-extension')}?lessonId=${lesson.lessonId}`)}
        >
          上架
        </a>
      )}
    </div>
  );
}

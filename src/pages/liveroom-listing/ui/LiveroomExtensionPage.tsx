import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { ListingLesson } from '@/entities/studio';
import { hrefTo, linkToMine, navigateTo, type PageProps } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
import { Image } from '@/shared/ui/image';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import { ResourceView } from '@/shared/ui/resource-view';
import { DetailSkeleton } from '@/shared/ui/skeleton';
import { listingTerms } from '../lib/terms';
import { $listing, $missing, extensionOpened, listConfirmed, listingLesson } from '../model/listing-confirm';
import './liveroom-listing.css';

/** What the lesson is listed with, and 确认上架 (or that it is listed already). */
function ListingConfirm({ lesson }: { lesson: ListingLesson }) {
  const [listing, confirmed] = useUnit([$listing, listConfirmed]);
  return (
    <section className="listing-confirm" aria-label="课程信息">
      <div className="listing-confirm__cover">
        <Image src={lesson.lessonCoverUrl} alt="" />
      </div>
      <h2 className="listing-confirm__name">{lesson.lessonName}</h2>
      {lesson.summary && <p className="listing-confirm__summary">{lesson.summary}</p>}
      <dl className="listing-confirm__terms">
        {listingTerms(lesson).map((term) => (
          <div key={term.label} className="listing-confirm__term">
            <dt>{term.label}</dt>
            <dd>{term.value}</dd>
          </div>
        ))}
      </dl>
      <p className="listing-confirm__edit">
        信息有误？
        <a href={hrefTo(linkToMine('studio-lesson-edit', { id: lesson.lessonId }))}>去修改课程</a>
      </p>
      {lesson.lessonState === 2 ? (
        <p className="listing-confirm__done">
          这节课已经上架。
          <a href={hrefTo(linkToMine('liveroom-index'))}>返回可上架课程</a>
        </p>
      ) : (
        <Button block loading={listing} onClick={confirmed}>
          确认上架
        </Button>
      )}
    </section>
  );
}

/** mine/liveroom/extension?lessonId= — 确认课程信息: what the lesson is listed with, then 确认上架. */
export default function LiveroomExtensionPage({ query, title }: PageProps) {
  const lessonId = Number(query.lessonId) || 0;
  const [missing, opened] = useUnit([$missing, extensionOpened]);
  useEffect(() => {
    opened(lessonId);
  }, [opened, lessonId]);
  const toList = () => navigateTo(linkToMine('liveroom-index'));
  return (
    <main className="listing" data-page="liveroom-extension">
      <PageHeader title={title} />
      {missing ? (
        <Placeholder
          title="没有要确认的课程"
          description="请从可上架课程里选择"
          actionLabel="去选择课程"
          onAction={toList}
        />
      ) : (
        <ResourceView resource={listingLesson} skeleton={<DetailSkeleton />}>
          {(lesson) => <ListingConfirm lesson={lesson} />}
        </ResourceView>
      )}
    </main>
  );
}

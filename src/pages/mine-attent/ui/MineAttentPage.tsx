import type { FollowedLecturer } from '@/entities/lecturer';
import { HOME_PATH, hrefTo, linkTo, type PageProps } from '@/shared/routing';
import { Image } from '@/shared/ui/image';
import { InfiniteList } from '@/shared/ui/infinite-list';
import { PageHeader } from '@/shared/ui/page-header';
import { EmptyWithLink } from '@/shared/ui/placeholder';
import { followList } from '../model/follows';
import './mine-attent.css';

const lecturerKey = (lecturer: FollowedLecturer) => lecturer.lecturerId;

/**
 * One followed lecturer. The lecturer's live-room home (mine/liveroom/home/{id}) is not built yet, so the card itself
 * is not a link; the lecturer's newest lesson is.
 */
function LecturerCard({ lecturer }: { lecturer: FollowedLecturer }) {
  return (
    <article className="attent-card">
      <span className="attent-card__avatar">
        <Image src={lecturer.avatar} alt="" ratio={1} displayWidth={48} round />
      </span>
      <div className="attent-card__body">
        <h2 className="attent-card__name">{lecturer.lecturerName || lecturer.studioName || '讲师'}</h2>
        {lecturer.studioName && (
          <p className="attent-card__studio">
            {lecturer.studioName}
            {lecturer.lessonCount > 0 && ` · ${lecturer.lessonCount} 门课`}
          </p>
        )}
        {lecturer.intro && <p className="attent-card__intro">{lecturer.intro}</p>}
        {lecturer.latestLesson && (
          <a
            className="attent-card__latest"
            href={hrefTo(linkTo('lesson-play', { id: lecturer.latestLesson.lessonId }))}
          >
            最新课程：{lecturer.latestLesson.lessonName || '去看看'}
          </a>
        )}
      </div>
    </article>
  );
}

/** mine/attent — 我的关注: the lecturers the viewer follows. */
export default function MineAttentPage({ title }: PageProps) {
  return (
    <main className="mine-attent" data-page="mine-attent">
      <PageHeader title={title} />
      <InfiniteList
        list={followList}
        label={title}
        getKey={lecturerKey}
        empty={
          <EmptyWithLink
            title="还没有关注的讲师"
            description="喜欢一位讲师的课，就关注 TA 吧"
            linkLabel="去首页发现讲师"
            href={hrefTo(HOME_PATH)}
          />
        }
        renderItem={(lecturer) => <LecturerCard lecturer={lecturer} />}
      />
    </main>
  );
}

import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { StudioHome } from '@/entities/studio';
import { HOME_PATH, hrefTo, type PageProps } from '@/shared/routing';
import { InfiniteList } from '@/shared/ui/infinite-list';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import { ResourceView } from '@/shared/ui/resource-view';
import { DetailSkeleton } from '@/shared/ui/skeleton';
import { ComboCardView, LessonCardView } from '@/widgets/lesson-card';
import { homeLessons } from '../model/home-lessons';
import { $home, $homeMissing, studioHome, studioHomeOpened } from '../model/studio-home';
import { SlideCarousel } from './SlideCarousel';
import { StudioHead } from './StudioHead';
import './liveroom-home.css';

/** mine/liveroom/home/{id} — a studio's public home: banner slides, who runs it, columns, lessons, follow. */
export default function LiveroomHomePage({ params, title }: PageProps) {
  const studioId = Number(params.id);
  const [home, missing, opened, retried] = useUnit([$home, $homeMissing, studioHomeOpened, studioHome.retried]);
  useEffect(() => {
    opened(studioId);
  }, [opened, studioId]);
  return (
    <main className="studio-home" data-page="liveroom-home">
      <PageHeader title={home?.studioName || title} />
      {missing ? (
        <div className="studio-home__missing">
          <Placeholder
            kind="error"
            title="直播间不存在"
            description="这个直播间可能已关闭，或链接有误"
            actionLabel="重试"
            onAction={retried}
          />
          <a className="studio-home__home-link" href={hrefTo(HOME_PATH)}>
            去首页看看
          </a>
        </div>
      ) : (
        <ResourceView resource={studioHome} skeleton={<DetailSkeleton />}>
          {(shown) => <StudioContent home={shown} />}
        </ResourceView>
      )}
    </main>
  );
}

function StudioContent({ home }: { home: StudioHome }) {
  const empty = home.slides.length === 0 && home.columns.length === 0 && home.lessonCount === 0;
  return (
    <>
      <SlideCarousel slides={home.slides} />
      <StudioHead home={home} />
      {home.intro && (
        <section className="studio-home__section" aria-labelledby="studio-intro">
          <h2 id="studio-intro" className="studio-home__heading">
            讲师介绍
          </h2>
          <p className="studio-home__intro">{home.intro}</p>
        </section>
      )}
      {empty ? (
        <Placeholder title="直播间还没有课程" description="讲师上架课程后会出现在这里" />
      ) : (
        <>
          {home.columns.length > 0 && (
            <section className="studio-home__section" aria-labelledby="studio-columns">
              <h2 id="studio-columns" className="studio-home__heading">
                专栏 <span className="studio-home__count">{home.columns.length}</span>
              </h2>
              <ul className="studio-home__list">
                {home.columns.map((combo) => (
                  <li key={combo.cateId}>
                    <ComboCardView combo={combo} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section className="studio-home__section" aria-labelledby="studio-lessons">
            <h2 id="studio-lessons" className="studio-home__heading">
              课程 <span className="studio-home__count">{home.lessonCount}</span>
            </h2>
            <InfiniteList
              list={homeLessons}
              params={{ studioId: home.studioId }}
              label="课程"
              getKey={(lesson) => lesson.lessonId}
              renderItem={(lesson) => <LessonCardView lesson={lesson} />}
              empty={<Placeholder title="还没有上架的单节课程" />}
            />
          </section>
        </>
      )}
    </>
  );
}

import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { TopicDetail } from '@/entities/topic';
import { hrefTo, linkTo, type PageProps } from '@/shared/routing';
import { buttonClassName } from '@/shared/ui/button';
import { Image } from '@/shared/ui/image';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import { ResourceView } from '@/shared/ui/resource-view';
import { RichContent } from '@/shared/ui/rich-content';
import { DetailSkeleton } from '@/shared/ui/skeleton';
import { LessonCardView } from '@/widgets/lesson-card';
import { $topicMissing, topicDetail } from '../model/topic-detail';
import './topic.css';

function TopicBody({ topic }: { topic: TopicDetail }) {
  return (
    <article className="topic-detail">
      <Image src={topic.cover} alt="" displayWidth={375} ratio={375 / 160} eager />
      <div className="topic-detail__head">
        <h2 className="topic-detail__title">{topic.title}</h2>
        {topic.summary && <p className="topic-detail__summary">{topic.summary}</p>}
      </div>
      {/* The editor's HTML goes through the allow-list sanitiser (scripts, handlers, javascript: links removed). */}
      <RichContent html={topic.content} />
      <section aria-labelledby="topic-lessons">
        <h2 id="topic-lessons" className="topic-detail__section-title">
          专题课程（{topic.lessons.length}）
        </h2>
        {topic.lessons.length === 0 ? (
          <Placeholder title="专题里还没有课程" />
        ) : (
          <ul className="topic-detail__lessons">
            {topic.lessons.map((lesson) => (
              <li key={lesson.lessonId}>
                <LessonCardView lesson={lesson} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

/** topic/{id} — one topic: cover, the editor's text (sanitised) and its lessons. */
export function TopicDetailPage({ title, params }: PageProps) {
  const topicId = Number(params.id);
  const [topic, missing, opened] = useUnit([topicDetail.$data, $topicMissing, topicDetail.opened]);
  useEffect(() => {
    opened({ topicId });
  }, [opened, topicId]);
  return (
    <main className="topic-page" data-page="topic-detail">
      <PageHeader title={topic?.title || title} />
      {missing ? (
        <div className="topic-page__missing">
          <Placeholder title="专题不存在或已下线" description="看看其他专题吧" />
          <a className={buttonClassName({ variant: 'secondary' })} href={hrefTo(linkTo('topic-list'))}>
            全部专题
          </a>
        </div>
      ) : (
        <ResourceView resource={topicDetail} skeleton={<DetailSkeleton />}>
          {(shown) => <TopicBody topic={shown} />}
        </ResourceView>
      )}
    </main>
  );
}

import type { TopicCard } from '@/entities/topic';
import { HOME_PATH, hrefTo, linkTo, navigateTo, type PageProps } from '@/shared/routing';
import { Image } from '@/shared/ui/image';
import { InfiniteList } from '@/shared/ui/infinite-list';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import { topicList } from '../model/topic-list';
import './topic.css';

function TopicRow({ topic }: { topic: TopicCard }) {
  return (
    <a className="topic-card" href={hrefTo(linkTo('topic-detail', { id: topic.topicId }))}>
      <span className="topic-card__cover">
        <Image src={topic.cover} alt="" displayWidth={351} ratio={351 / 150} />
      </span>
      <span className="topic-card__body">
        <span className="topic-card__title">{topic.title}</span>
        {topic.summary && <span className="topic-card__summary">{topic.summary}</span>}
        <span className="topic-card__count">{topic.lessonCount} 门课</span>
      </span>
    </a>
  );
}

/** topic/list — 专题: the curated collections, newest first, as an endless list. */
export function TopicListPage({ title }: PageProps) {
  return (
    <main className="topic-page" data-page="topic-list">
      <PageHeader title={title} />
      <InfiniteList
        list={topicList}
        label="专题列表"
        getKey={(topic) => topic.topicId}
        empty={
          <Placeholder
            title="还没有专题"
            description="编辑正在精心挑选，先去首页看看好课吧"
            actionLabel="去首页"
            onAction={() => navigateTo(HOME_PATH)}
          />
        }
        renderItem={(topic) => <TopicRow topic={topic} />}
      />
    </main>
  );
}

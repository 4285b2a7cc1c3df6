import { useUnit } from 'effector-react';
import { useGateAfterPaint } from '@/shared/lib/gate';
import type { PageProps } from '@/shared/routing';
import { InfiniteList } from '@/shared/ui/infinite-list';
import { PageHeader } from '@/shared/ui/page-header';
import { ComboCardView, LessonCardView } from '@/widgets/lesson-card';
import { $keyword, resultOpened, SearchGate, searchList } from '../model/search';
import { Highlighted } from './Highlighted';
import { RecentSearches } from './RecentSearches';
import { SearchBox } from './SearchBox';
import { Suggestions } from './Suggestions';
import './search.css';

export default function SearchPage({ title }: PageProps) {
  useGateAfterPaint(SearchGate);
  const [keyword, open] = useUnit([$keyword, resultOpened]);
  return (
    <main className="search-page" data-page="search">
      <PageHeader title={title} />
      <SearchBox />
      {keyword ? (
        <InfiniteList
          list={searchList}
          params={{ keywords: keyword }}
          label={`“${keyword}”的搜索结果`}
          getKey={(result) =>
            result.goodsType === 1 ? `lesson-${result.lesson.lessonId}` : `combo-${result.combo.cateId}`
          }
          empty={
            <div className="search-page__empty">
              <p className="search-page__empty-text" role="status">
                没有找到与“{keyword}”相关的课程
              </p>
              <Suggestions title="试试这些" />
            </div>
          }
          renderItem={(result) =>
            result.goodsType === 1 ? (
              <LessonCardView
                lesson={result.lesson}
                title={<Highlighted text={result.lesson.lessonName} query={keyword} />}
                onOpen={() => open()}
                tagged
              />
            ) : (
              <ComboCardView
                combo={result.combo}
                title={<Highlighted text={result.combo.cateName} query={keyword} />}
                onOpen={() => open()}
              />
            )
          }
        />
      ) : (
        <>
          <RecentSearches />
          <Suggestions title="大家都在搜" />
        </>
      )}
    </main>
  );
}

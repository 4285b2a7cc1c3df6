import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { hrefTo, linkToMine, navigateTo, type PageProps } from '@/shared/routing';
import { buttonClassName } from '@/shared/ui/button';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import { ResourceView } from '@/shared/ui/resource-view';
import { ListSkeleton } from '@/shared/ui/skeleton';
import { $slides, MAX_SLIDES, slideIndex } from '../model/slide-index';
import { SlideRow } from './SlideRow';
import './slide-index.css';

const ADD_LINK = hrefTo(linkToMine('slide-add'));

/** The slides in their order, or what to do when there are none (also after the last one was deleted). */
function SlideList() {
  const slides = useUnit($slides);
  if (slides.length === 0)
    return (
      <Placeholder
        title="还没有轮播图"
        description="轮播图显示在直播间主页顶部，点击打开你的课程或专栏"
        actionLabel="新建轮播图"
        onAction={() => navigateTo(linkToMine('slide-add'))}
      />
    );
  return (
    <>
      <p className="slide-index__hint">按显示顺序排列，最多 {MAX_SLIDES} 张。</p>
      <ol className="slide-index__list">
        {slides.map((slide, index) => (
          <SlideRow key={slide.slideId} slide={slide} index={index} count={slides.length} />
        ))}
      </ol>
      <div className="slide-index__actions">
        {slides.length >= MAX_SLIDES ? (
          <p className="slide-index__hint">已有 {MAX_SLIDES} 张，删除一张后才能新建。</p>
        ) : (
          <a className={buttonClassName({ block: true })} href={ADD_LINK}>
            新建轮播图
          </a>
        )}
      </div>
    </>
  );
}

/** mine/slide/index — the studio home's slides: order them, edit, delete, add (at most five). */
export default function SlideIndexPage({ title }: PageProps) {
  const opened = useUnit(slideIndex.opened);
  useEffect(() => {
    opened();
  }, [opened]);
  return (
    <main className="slide-index" data-page="slide-index">
      <PageHeader title={title} />
      <ResourceView resource={slideIndex} skeleton={<ListSkeleton rows={3} />}>
        {() => <SlideList />}
      </ResourceView>
    </main>
  );
}

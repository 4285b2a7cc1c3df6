import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { hrefTo, linkToMine, navigateTo, type PageProps } from '@/shared/routing';
import { buttonClassName } from '@/shared/ui/button';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import { ListSkeleton } from '@/shared/ui/skeleton';
import { $loadError, $loadState, $slides, MAX_SLIDES, slideIndexOpened, slideIndexRetried } from '../model/slide-index';
import { SlideRow } from './SlideRow';
import './slide-index.css';

const ADD_LINK = hrefTo(linkToMine('slide-add'));

/** mine/slide/index — the studio home's slides: order them, edit, delete, add (at most five). */
export default function SlideIndexPage({ title }: PageProps) {
  const [slides, state, error, opened, retried] = useUnit([
    $slides,
    $loadState,
    $loadError,
    slideIndexOpened,
    slideIndexRetried,
  ]);
  useEffect(() => {
    opened();
  }, [opened]);
  const full = slides.length >= MAX_SLIDES;
  return (
    <main className="slide-index" data-page="slide-index">
      <PageHeader title={title} />
      {state === 'loading' && <ListSkeleton rows={3} />}
      {state === 'failed' && <Placeholder kind="error" error={error} onAction={retried} />}
      {state === 'ready' && slides.length === 0 && (
        <Placeholder
          title="还没有轮播图"
          description="轮播图显示在直播间主页顶部，点击打开你的课程或专栏"
          actionLabel="新建轮播图"
          onAction={() => navigateTo(linkToMine('slide-add'))}
        />
      )}
      {state === 'ready' && slides.length > 0 && (
        <>
          <p className="slide-index__hint">按显示顺序排列，最多 {MAX_SLIDES} 张。</p>
          <ol className="slide-index__list">
            {slides.map((slide, index) => (
              <SlideRow key={slide.slideId} slide={slide} index={index} count={slides.length} />
            ))}
          </ol>
          <div className="slide-index__actions">
            {full ? (
              <p className="slide-index__hint">已有 {MAX_SLIDES} 张，删除一张后才能新建。</p>
            ) : (
              <a className={buttonClassName({ block: true })} href={ADD_LINK}>
                新建轮播图
              </a>
            )}
          </div>
        </>
      )}
    </main>
  );
}

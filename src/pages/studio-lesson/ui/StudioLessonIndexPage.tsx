import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { LESSON_STATE_LABEL, type OwnLessonRow } from '@/entities/studio-catalog';
import { StudioList, StudioListRow } from '@/features/studio-draft';
import { formatPrice } from '@/shared/lib/format';
import { hrefTo, linkTo, linkToMine, type PageProps } from '@/shared/routing';
import { Button, buttonClassName } from '@/shared/ui/button';
import { Placeholder } from '@/shared/ui/placeholder';
import { ResourceView } from '@/shared/ui/resource-view';
import { ListSkeleton } from '@/shared/ui/skeleton';
import {
  $cateId,
  $hasMore,
  $lessons,
  $loadingMore,
  $moreError,
  $stateErrors,
  $switching,
  lessonList,
  moreRequested,
  stateToggled,
} from '../model/lesson-list';
import './studio-lesson.css';

const STATE_NAME = { 1: 'draft', 2: 'published', 3: 'withdrawn' } as const;

function LessonRow({ lesson }: { lesson: OwnLessonRow }) {
  const [switching, errors, cateId, toggle] = useUnit([$switching, $stateErrors, $cateId, stateToggled]);
  const { lessonState } = lesson;
  const onSale = lessonState === 2;
  // 草稿 → 发布; 已上架 → 下架 (off sale, buyers keep it); 已下架 → 重新上架. Never back to a draft.
  const action = onSale ? '下架' : lessonState === 1 ? '发布' : '重新上架';
  const edit = cateId
    ? linkToMine('channel-lesson-edit', { cid: cateId, id: lesson.lessonId })
    : linkToMine('studio-lesson-edit', { id: lesson.lessonId });
  return (
    <StudioListRow
      data={{ 'data-lesson-id': lesson.lessonId }}
      cover={lesson.lessonCoverUrl}
      name={lesson.lessonName || '未命名课程'}
      meta={
        <>
          <span className="studio-list__state" data-state={STATE_NAME[lessonState]}>
            {LESSON_STATE_LABEL[lessonState]}
          </span>
          <span>{lesson.lessonType === 2 ? '视频' : '音频'}</span>
          <span>{lesson.lessonPlayType === 1 ? '直播' : '录播'}</span>
          <span>{lesson.price === null ? '价格未知' : formatPrice(lesson.price)}</span>
        </>
      }
      actions={
        <>
          <a className={buttonClassName({ variant: 'secondary', size: 's' })} href={hrefTo(edit)}>
            编辑
          </a>
          <a
            className={buttonClassName({ variant: 'secondary', size: 's' })}
            href={hrefTo(linkToMine('studio-lesson-content', { id: lesson.lessonId }))}
          >
            介绍
          </a>
          <a
            className={buttonClassName({ variant: 'secondary', size: 's' })}
            href={hrefTo(linkToMine('studio-lesson-ware', { id: lesson.lessonId }))}
          >
            课件
          </a>
          {lessonState !== 1 && (
            <a
              className={buttonClassName({ variant: 'text', size: 's' })}
              href={hrefTo(linkTo('lesson-play', { id: lesson.lessonId }))}
            >
              查看
            </a>
          )}
          <Button
            size="s"
            variant={onSale ? 'secondary' : 'primary'}
            loading={switching === lesson.lessonId}
            aria-label={`${action}：${lesson.lessonName}`}
            onClick={() => toggle({ lessonId: lesson.lessonId, lessonState: onSale ? 3 : 2 })}
          >
            {action}
          </Button>
        </>
      }
    >
      {errors[lesson.lessonId] && (
        <p className="studio-list__error" role="alert">
          {errors[lesson.lessonId]}
        </p>
      )}
    </StudioListRow>
  );
}

function LessonList() {
  const [lessons, hasMore, loadingMore, moreError, more] = useUnit([
    $lessons,
    $hasMore,
    $loadingMore,
    $moreError,
    moreRequested,
  ]);
  return (
    <>
      <ul className="studio-list__list">
        {lessons.map((lesson) => (
          <LessonRow key={lesson.lessonId} lesson={lesson} />
        ))}
      </ul>
      {moreError && (
        <p className="studio-list__error" role="alert">
          {moreError}
        </p>
      )}
      {hasMore && (
        <div className="studio-list__more">
          <Button variant="secondary" size="s" loading={loadingMore} onClick={more}>
            {moreError ? '重试' : '加载更多'}
          </Button>
        </div>
      )}
    </>
  );
}

/** mine/lesson/index — the lecturer's lessons with their state; 新建课程, edit, content, courseware, publish. */
export function StudioLessonIndexPage({ title, query }: PageProps) {
  const opened = useUnit(lessonList.opened);
  const cateId = Number(query.cateId) > 0 ? Number(query.cateId) : null;
  useEffect(() => {
    opened({ cateId });
  }, [opened, cateId]);
  const add = cateId ? linkToMine('channel-lesson-add', { cid: cateId }) : linkToMine('studio-lesson-add');
  return (
    <StudioList
      page="studio-lesson-index"
      title={cateId ? '专栏课程' : title}
      addHref={hrefTo(add)}
      addLabel={cateId ? '添加专栏课程' : '新建课程'}
      notice={query.saved ? '课程已保存。发布后学员才能看到它。' : null}
    >
      <ResourceView
        resource={lessonList}
        skeleton={<ListSkeleton rows={3} />}
        isEmpty={(page) => page.list.length === 0}
        empty={<Placeholder title="还没有课程" description="新建一节课程，填写信息并发布后学员就能购买。" />}
      >
        {() => <LessonList />}
      </ResourceView>
    </StudioList>
  );
}

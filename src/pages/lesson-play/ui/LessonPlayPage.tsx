import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { HOME_PATH, navigateTo, type PageProps } from '@/shared/routing';
import { AfterFirstPaint, afterRouteChangePaint } from '@/shared/ui/after-paint';
import { AvatarRow } from '@/shared/ui/avatar-row';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import { RichContent } from '@/shared/ui/rich-content';
import { DetailSkeleton, Skeleton, SkeletonText } from '@/shared/ui/skeleton';
import { LessonComments } from '@/widgets/lesson-comments';
import { $lesson, $loadError, $loadState, lessonPageOpened, lessonRetried } from '../model/lesson';
import { LessonActionBar } from './LessonActionBar';
import { LessonPlayer } from './LessonPlayer';
import { LessonSummary } from './LessonSummary';
import './lesson-play.css';

/** The player's place in the page's first frame: its title line, a video's frame, the controls' height. */
function PlayerPlaceholder({ video }: { video: boolean }) {
  return (
    <div className="lesson-play__player-placeholder" aria-hidden="true">
      <Skeleton width="4rem" height="1.25rem" />
      {video && <Skeleton ratio={16 / 9} />}
      <Skeleton height="10rem" />
    </div>
  );
}

/** lesson/play/:id — the lesson's page: what it is, who teaches it, its player (sample or whole), collect and buy. */
export default function LessonPlayPage({ params, title }: PageProps) {
  const lessonId = Number(params.id);
  const [shownLesson, shownState, loadError, opened, retried] = useUnit([
    $lesson,
    $loadState,
    $loadError,
    lessonPageOpened,
    lessonRetried,
  ]);
  // Until the model hears of this lesson (its effect below), the stores still hold the last lesson opened: the
  // first render shows the skeleton rather than another lesson's page.
  const other = shownLesson !== null && shownLesson.lessonId !== lessonId;
  const lesson = other ? null : shownLesson;
  const state = other ? 'loading' : shownState;
  // After the route change's first frame (issue 18): the stores' lesson (or the skeleton) paints first.
  useEffect(() => afterRouteChangePaint(() => opened({ lessonId })), [opened, lessonId]);
  return (
    <main className="lesson-play" data-page="lesson-play">
      <PageHeader title={title} />
      {state === 'loading' && <DetailSkeleton />}
      {state === 'failed' && <Placeholder kind="error" error={loadError} onAction={retried} />}
      {state === 'notFound' && (
        <Placeholder
          title="课程不存在"
          description="它可能已下架，去首页看看别的课程吧"
          actionLabel="回到首页"
          onAction={() => navigateTo(HOME_PATH)}
        />
      )}
      {state === 'ready' && lesson && (
        <>
          <LessonSummary lesson={lesson} />
          <AvatarRow
            label="讲师"
            avatar={lesson.lecturerAvatar}
            name={lesson.lecturerName || '讲师'}
            note={lesson.studioName}
          />
          <div id="lesson-player">
            {/* The player's opening (the player model, the app's media element) after the first frame too: grey
                blocks of about its size until then (issue 18). */}
            <AfterFirstPaint fallback={<PlayerPlaceholder video={lesson.lessonType === 2} />}>
              <LessonPlayer lesson={lesson} />
            </AfterFirstPaint>
          </div>
          {/* Below the first screenful: the introduction (its HTML sanitized) and the comments (and their request)
              come after the page's first frame (issue 18). */}
          <AfterFirstPaint fallback={<SkeletonText lines={4} />}>
            <section className="lesson-play__detail" aria-labelledby="lesson-detail-title">
              <h3 id="lesson-detail-title" className="lesson-play__section-title">
                课程介绍
              </h3>
              {!lesson.content && lesson.summary && <p className="lesson-play__lead">{lesson.summary}</p>}
              <RichContent html={lesson.content} />
            </section>
            <LessonComments lesson={lesson} />
          </AfterFirstPaint>
          <LessonActionBar lesson={lesson} />
        </>
      )}
    </main>
  );
}

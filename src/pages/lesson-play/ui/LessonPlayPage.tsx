import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { LiveRoomDetail } from '@/entities/lesson';
import type { PageProps } from '@/shared/routing';
import { ActionBar } from '@/shared/ui/action-bar';
import { AfterFirstPaint, afterPaint, afterRouteChangePaint } from '@/shared/ui/after-paint';
import { AvatarRow } from '@/shared/ui/avatar-row';
import { Button } from '@/shared/ui/button';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import { Skeleton, SkeletonText } from '@/shared/ui/skeleton';
import { GoodsDetailView, useShownDetail } from '@/widgets/goods-detail';
import { lessonCommerceLoader, lessonDetail, lessonPageOpened } from '../model/lesson';
import { LazyPart } from './LazyPart';
import { LessonSummary } from './LessonSummary';
import './lesson-play.css';

// Each part below the page's first frame is its own chunk, evaluated in its own task once that frame has painted
// (a tap's next screen paints first): the player (its model, the app's media element), the introduction (its HTML
// sanitizer), the comments (their models and calls) and the action bar (collect, the buy button). The purchase and
// coupons (their models, calls and schemas) are a chunk of their own, loaded by the model once the lesson is asked for.
const loadPlayer = () => import('./LessonPlayer').then((module) => module.LessonPlayer);
const loadIntro = () => import('./LessonIntro').then((module) => module.LessonIntro);
const loadComments = () => import('@/widgets/lesson-comments').then((module) => module.LessonComments);
const loadActions = () => import('./LessonActionBar').then((module) => module.LessonActionBar);

/** A part whose code could not load: 加载失败 with 重试, in the part's place. */
function PartFailed({ retry }: { retry: () => void }) {
  return <Placeholder kind="error" onAction={retry} />;
}

/** The player's place in the page's first frame: its title line, a video's frame, the controls' height. */
function PlayerPlaceholder({ video }: { video: boolean }) {
  return (
    <div className="lesson-play__player-placeholder" aria-hidden="true">
      <Skeleton width="4rem" height="1.25rem" />
      {video && (
        <span className="lesson-play__player-placeholder-frame">
          <Skeleton ratio={16 / 9} />
        </span>
      )}
      <Skeleton height="10rem" />
    </div>
  );
}

/** The action bar's place until its code has loaded: the bar itself (its spacer too), a button's grey block. */
function ActionBarPlaceholder() {
  return (
    <ActionBar label="课程操作">
      <div className="lesson-play__actions-placeholder" aria-hidden="true">
        <Skeleton height="var(--tap-size)" radius="var(--radius-m)" />
      </div>
    </ActionBar>
  );
}

/** The action bar whose code could not load: one line, 加载失败 and 重试, where the buttons would be. */
function ActionBarFailed({ retry }: { retry: () => void }) {
  return (
    <ActionBar label="课程操作">
      <p className="lesson-play__actions-failed" role="alert">
        加载失败
        <Button size="s" variant="secondary" onClick={retry}>
          重试
        </Button>
      </p>
    </ActionBar>
  );
}

/** The action bar: its grey block until the purchase and coupons its buttons need have loaded, then its code. */
function LessonActions({ lesson }: { lesson: LiveRoomDetail }) {
  const [commerce, commerceNeeded] = useUnit([lessonCommerceLoader.$state, lessonCommerceLoader.needed]);
  if (commerce === 'failed') return <ActionBarFailed retry={commerceNeeded} />;
  if (commerce !== 'ready') return <ActionBarPlaceholder />;
  return (
    <LazyPart
      load={loadActions}
      props={{ lesson }}
      fallback={<ActionBarPlaceholder />}
      failed={(retry) => <ActionBarFailed retry={retry} />}
    />
  );
}

/** lesson/play/:id — the lesson's page: what it is, who teaches it, its player (sample or whole), collect and buy. */
export default function LessonPlayPage({ params, title }: PageProps) {
  const lessonId = Number(params.id);
  const [opened, commerceNeeded] = useUnit([lessonPageOpened, lessonCommerceLoader.needed]);
  const { detail, state } = useShownDetail(lessonDetail, lessonId);
  // After the route change's first frame: the stores' lesson (or the skeleton) paints first.
  useEffect(() => afterRouteChangePaint(() => opened({ lessonId })), [opened, lessonId]);
  // The purchase and coupons (their chunk) once the lesson itself has painted: nothing of theirs runs before the
  // first screen's largest text (the LCP). The action bar's code is asked for alongside.
  const shown = state === 'ready' && detail !== null;
  useEffect(() => {
    if (!shown) return;
    return afterPaint(() => {
      commerceNeeded();
      loadActions().catch(() => {});
    });
  }, [shown, commerceNeeded]);
  return (
    <main className="lesson-play" data-page="lesson-play">
      <PageHeader title={title} />
      <GoodsDetailView model={lessonDetail} id={lessonId} noun="课程">
        {(lesson) => (
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
                blocks of its size until then. */}
              <AfterFirstPaint fallback={<PlayerPlaceholder video={lesson.lessonType === 2} />}>
                <LazyPart
                  load={loadPlayer}
                  props={{ lesson }}
                  fallback={<PlayerPlaceholder video={lesson.lessonType === 2} />}
                  failed={(retry) => <PartFailed retry={retry} />}
                />
              </AfterFirstPaint>
            </div>
            {/* Below the first screenful: the introduction (its HTML sanitized) and the comments (and their request)
              come after the page's first frame. */}
            <AfterFirstPaint fallback={<SkeletonText lines={4} />}>
              <LazyPart
                load={loadIntro}
                props={{ lesson }}
                fallback={<SkeletonText lines={4} />}
                failed={(retry) => <PartFailed retry={retry} />}
              />
              <LazyPart
                load={loadComments}
                props={{ lesson }}
                fallback={null}
                failed={(retry) => <PartFailed retry={retry} />}
              />
            </AfterFirstPaint>
            <LessonActions lesson={lesson} />
          </>
        )}
      </GoodsDetailView>
    </main>
  );
}

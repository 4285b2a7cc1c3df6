import { attach, combine, createEvent, createStore, sample } from 'effector';
import { toggleCollectFx } from '@/entities/lesson';
import { showToast } from '@/shared/ui/toast';
import { $lesson, lessonPageOpened, loadLessonFx } from './lesson';

export const collectClicked = createEvent();

export const toggleLessonCollectFx = attach({ effect: toggleCollectFx });
export const $collectPending = toggleLessonCollectFx.pending;

/** A tap's answer (or its flip while the server is asked) for one lesson; null: the lesson's own isCollected. */
type Toggled = { lessonId: number; collected: boolean };

/**
 * What the tap changed since the lesson was loaded: flipped at once on a tap, then the server's answer, or back on
 * failure. A fresh load (the page opened, a refresh after a purchase) starts again from the lesson's isCollected.
 */
const $toggled = createStore<Toggled | null>(null).reset(lessonPageOpened, loadLessonFx.done);

/**
 * What the button shows: derived from the lesson itself, not from the load's answer event, because this module is
 * evaluated with the action bar, after the page's first frame: the lesson may well have arrived before.
 */
export const $collected = combine($lesson, $toggled, (lesson, toggled) => {
  if (!lesson) return false;
  if (toggled && toggled.lessonId === lesson.lessonId) return toggled.collected;
  return lesson.isCollected === 1;
});

// While a toggle runs, taps are ignored: a rollback then always means "back to before this one tap".
const $lessonToToggle = combine($lesson, $collectPending, (lesson, pending) => (pending ? null : lesson));

const accepted = sample({
  clock: collectClicked,
  source: $lessonToToggle,
  filter: Boolean,
  fn: (lesson) => ({ lessonId: lesson.lessonId }),
});
const flip = (collected: boolean, { lessonId }: { lessonId: number }): Toggled => ({ lessonId, collected: !collected });
$toggled
  .on(sample({ clock: accepted, source: $collected, fn: flip }), (_, toggled) => toggled)
  .on(toggleLessonCollectFx.done, (_, { params, result }) => ({
    lessonId: params.lessonId,
    collected: result.isCollected === 1,
  }))
  .on(
    sample({
      clock: toggleLessonCollectFx.fail,
      source: $collected,
      fn: (collected, { params }) => flip(collected, params),
    }),
    (_, toggled) => toggled,
  );
sample({ clock: accepted, target: toggleLessonCollectFx });

sample({
  clock: toggleLessonCollectFx.done,
  fn: ({ result }) => ({ message: result.isCollected === 1 ? '已收藏' : '已取消收藏', type: 'success' as const }),
  target: showToast,
});
sample({
  clock: toggleLessonCollectFx.failData,
  fn: (error) => ({ message: error.message || '操作失败，请稍后再试', type: 'fail' as const }),
  target: showToast,
});

import { sample } from 'effector';
import { toggleCollectFx } from '@/entities/lesson';
import { errorMessage } from '@/shared/api';
import { createServerToggle } from '@/shared/model';
import { showToast } from '@/shared/ui/toast';
import { $lesson, lessonPageOpened, loadLessonFx } from './lesson';

/**
 * 收藏 of the lesson on screen. The loaded state is read from the lesson itself, not from the load's answer event,
 * because this module is evaluated with the action bar, after the page's first frame: the lesson may well have
 * arrived before.
 */
const collect = createServerToggle({
  effect: toggleCollectFx,
  $subject: $lesson.map((lesson) => (lesson ? { lessonId: lesson.lessonId } : null)),
  keyOf: ({ lessonId }) => lessonId,
  $loaded: $lesson.map((lesson) => lesson?.isCollected === 1),
  isOn: (answer) => answer.isCollected === 1,
  // A fresh load (the page opened, a refresh after a purchase) starts again from the lesson's isCollected.
  reset: [lessonPageOpened, loadLessonFx.done],
});

export const collectClicked = collect.clicked;
export const toggleLessonCollectFx = collect.toggleFx;
export const $collectPending = collect.$pending;
export const $collected = collect.$on;

sample({
  clock: collect.answered,
  fn: ({ isCollected }) => ({ message: isCollected === 1 ? '已收藏' : '已取消收藏', type: 'success' as const }),
  target: showToast,
});
sample({
  clock: toggleLessonCollectFx.failData,
  fn: (error) => ({ message: errorMessage(error), type: 'fail' as const }),
  target: showToast,
});

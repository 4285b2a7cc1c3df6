import { attach, combine, createEvent, createStore, sample } from 'effector';
import { toggleCollectFx } from '@/entities/lesson';
import { showToast } from '@/shared/ui/toast';
import { $lesson, lessonPageOpened, loadLessonFx } from './lesson';

export const collectClicked = createEvent();

export const toggleLessonCollectFx = attach({ effect: toggleCollectFx });
export const $collectPending = toggleLessonCollectFx.pending;

/** What the button shows: flipped at once on a tap, then the server's answer, or back on failure. */
export const $collected = createStore(false)
  .on(loadLessonFx.doneData, (_, lesson) => lesson.isCollected === 1)
  .on(toggleLessonCollectFx.doneData, (_, state) => state.isCollected === 1)
  .reset(lessonPageOpened);

// While a toggle runs, taps are ignored: a rollback then always means "back to before this one tap".
const $lessonToToggle = combine($lesson, $collectPending, (lesson, pending) => (pending ? null : lesson));

const accepted = sample({
  clock: collectClicked,
  source: $lessonToToggle,
  filter: Boolean,
  fn: (lesson) => ({ lessonId: lesson.lessonId }),
});
$collected.on(accepted, (collected) => !collected).on(toggleLessonCollectFx.fail, (collected) => !collected);
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

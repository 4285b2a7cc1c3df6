import { createEvent, createStore, sample } from 'effector';
import { quizPaths } from '../lib/paths';
import { EMPTY_PROGRESS } from '../lib/progress-storage';
import { choose, isAnswered, isComplete } from '../lib/score';
import { navigateFx } from './navigation';
import { $progress, $step, type PaperProgress, progressChanged, restoreProgressFx } from './progress';

export const NEED_ANSWER = '请先选择一个答案，再进入下一题';
export const UNANSWERED_LEFT = '这道题还没有作答，答完就能看结果';

export const optionToggled = createEvent<number>();
export const nextClicked = createEvent();
export const prevClicked = createEvent();
/** From the answer review: go back to one question to change its answer. */
export const questionPicked = createEvent<number>();
export const restartClicked = createEvent();
/** Why 下一题 did not move on; cleared by the next choice or move. */
export const $hint = createStore<string | null>(null);

sample({
  clock: optionToggled,
  source: $step,
  filter: Boolean,
  fn: ({ paper, progress }, optionId): PaperProgress => {
    const question = paper.questions[progress.index];
    return question ? { ...progress, answers: choose(question, progress.answers, optionId) } : progress;
  },
  target: progressChanged,
});

const tried = sample({
  clock: nextClicked,
  source: $step,
  filter: Boolean,
  fn: ({ paper, progress }) => {
    const question = paper.questions[progress.index];
    const answered = question !== undefined && isAnswered(question, progress.answers);
    return { paper, progress, answered, last: progress.index >= paper.questions.length - 1 };
  },
});
$hint.on(sample({ clock: tried, filter: (step) => !step.answered }), () => NEED_ANSWER);
sample({
  clock: tried,
  filter: (step) => step.answered && !step.last,
  fn: ({ progress }) => ({ ...progress, index: progress.index + 1 }),
  target: progressChanged,
});
// Finishing with a question left open (progress restored from an older paper) goes back to that question.
const finishedEarly = sample({
  clock: tried,
  filter: (step) => step.answered && step.last && !isComplete(step.paper, step.progress.answers),
});
sample({
  clock: finishedEarly,
  fn: ({ paper, progress }) => ({
    ...progress,
    index: paper.questions.findIndex((q) => !isAnswered(q, progress.answers)),
  }),
  target: progressChanged,
});
$hint.on(finishedEarly, () => UNANSWERED_LEFT);
export const finished = sample({
  clock: tried,
  filter: (step) => step.answered && step.last && isComplete(step.paper, step.progress.answers),
  fn: ({ paper }) => paper.paperId,
});
sample({ clock: finished, fn: quizPaths.amuseResult, target: navigateFx });

sample({
  clock: prevClicked,
  source: $progress,
  filter: (progress) => progress.index > 0,
  fn: (progress) => ({ ...progress, index: progress.index - 1 }),
  target: progressChanged,
});
sample({
  clock: questionPicked,
  source: $progress,
  fn: (progress, index) => ({ ...progress, index }),
  target: progressChanged,
});
sample({
  clock: questionPicked,
  source: $progress,
  fn: (progress) => quizPaths.question(progress.paperId),
  target: navigateFx,
});
sample({
  clock: restartClicked,
  source: $progress,
  fn: (progress): PaperProgress => ({ paperId: progress.paperId, ...EMPTY_PROGRESS }),
  target: progressChanged,
});
sample({
  clock: restartClicked,
  source: $progress,
  fn: (progress) => quizPaths.question(progress.paperId),
  target: navigateFx,
});
$hint.reset([optionToggled, prevClicked, questionPicked, restartClicked, restoreProgressFx.done]);

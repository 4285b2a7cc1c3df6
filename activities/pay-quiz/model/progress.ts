import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { Paper } from '@/entities/quiz';
import { $viewerRoles } from '@/entities/user';
import { clearProgress, EMPTY_PROGRESS, type Progress, readProgress, writeProgress } from '../lib/progress-storage';
import { resultOf } from '../lib/score';
import { $paper } from './paper';

export type PaperProgress = Progress & { paperId: number };
export type Step = { paper: Paper; progress: PaperProgress };

const $userId = $viewerRoles.map((roles) => roles.userId);

/** The answers, and the question on screen, of the paper on screen; kept in localStorage on every change. */
export const $progress = createStore<PaperProgress>({ paperId: 0, ...EMPTY_PROGRESS });
/** Every change of the answers or of the question on screen goes through here (and is saved). */
export const progressChanged = createEvent<PaperProgress>();

export const restoreProgressFx = createEffect(
  ({ userId, paper }: { userId: number | null; paper: Paper }): PaperProgress => ({
    paperId: paper.paperId,
    ...readProgress(userId, paper),
  }),
);
export const saveProgressFx = createEffect(
  ({ userId, progress }: { userId: number | null; progress: PaperProgress }) => {
    const { paperId, ...kept } = progress;
    if (kept.index === 0 && Object.keys(kept.answers).length === 0) clearProgress(userId, paperId);
    else writeProgress(userId, paperId, kept);
  },
);

// Every load of the paper (page open, reload) picks up what was answered before.
const paperShown = sample({ clock: $paper.updates, filter: (paper): paper is Paper => paper !== null });
sample({ clock: paperShown, source: $userId, fn: (userId, paper) => ({ userId, paper }), target: restoreProgressFx });
$progress.on(restoreProgressFx.doneData, (_, progress) => progress).on(progressChanged, (_, progress) => progress);
sample({
  clock: progressChanged,
  source: $userId,
  fn: (userId, progress) => ({ userId, progress }),
  target: saveProgressFx,
});

/** The paper with its progress, once both are of the same paper. */
export const $step = combine($paper, $progress, (paper, progress): Step | null =>
  paper && paper.paperId === progress.paperId ? { paper, progress } : null,
);
export const $question = $step.map((step) => step?.paper.questions[step.progress.index] ?? null);
export const $position = $step.map((step) => ({
  current: (step?.progress.index ?? 0) + 1,
  total: step?.paper.questions.length ?? 0,
}));
export const $chosen = combine($question, $progress, (question, progress) =>
  question ? (progress.answers[question.questionId] ?? []) : [],
);
/** Score and band, once every question is answered. */
export const $result = $step.map((step) => (step ? resultOf(step.paper, step.progress.answers) : null));

import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { $user } from '@/entities/user';
import { buyer, samplePaper } from '../quiz.test-utils';
import {
  $hint,
  NEED_ANSWER,
  nextClicked,
  optionToggled,
  prevClicked,
  questionPicked,
  restartClicked,
} from './answering';
import { navigateFx } from './navigation';
import { loadPaperFx, PaperGate } from './paper';
import { $chosen, $position, $progress, $result } from './progress';

/** A fresh app scope on the same localStorage: what a reload of the page is. */
async function openQuiz(user = buyer) {
  const navigations: string[] = [];
  const scope = fork({
    values: [[$user, user]],
    handlers: [
      [loadPaperFx, async () => samplePaper],
      [navigateFx, (to: string) => navigations.push(to)],
    ],
  });
  await allSettled(PaperGate.open, { scope, params: { paperId: samplePaper.paperId } });
  const act = {
    choose: (optionId: number) => allSettled(optionToggled, { scope, params: optionId }),
    next: () => allSettled(nextClicked, { scope }),
    prev: () => allSettled(prevClicked, { scope }),
  };
  return { scope, navigations, ...act };
}

describe('answering a quiz', () => {
  it('goes question by question, refusing to move on without an answer', async () => {
    const quiz = await openQuiz();
    expect(quiz.scope.getState($position)).toEqual({ current: 1, total: 2 });
    await quiz.next();
    expect(quiz.scope.getState($hint)).toBe(NEED_ANSWER);
    expect(quiz.scope.getState($position).current).toBe(1);

    await quiz.choose(911);
    await quiz.choose(912);
    expect(quiz.scope.getState($hint)).toBeNull();
    expect(quiz.scope.getState($chosen)).toEqual([912]);
    await quiz.next();
    expect(quiz.scope.getState($position)).toEqual({ current: 2, total: 2 });

    await quiz.choose(921);
    await quiz.choose(922);
    expect(quiz.scope.getState($chosen)).toEqual([921, 922]);
    await quiz.prev();
    expect(quiz.scope.getState($chosen)).toEqual([912]);
    expect(quiz.navigations).toEqual([]);
  });

  it('finishing computes the score and the band, then shows the result', async () => {
    const quiz = await openQuiz();
    await quiz.choose(912);
    await quiz.next();
    await quiz.choose(921);
    await quiz.choose(922);
    await quiz.next();
    expect(quiz.scope.getState($result)).toMatchObject({ score: 7, maxScore: 7, band: { title: '学霸派' } });
    expect(quiz.navigations).toEqual(['/activity/pay/amuseResult?paperId=9']);
  });

  it('keeps answers and the current question across a reload, per person', async () => {
    const before = await openQuiz();
    await before.choose(911);
    await before.next();

    const after = await openQuiz();
    expect(after.scope.getState($position).current).toBe(2);
    expect(after.scope.getState($progress).answers).toEqual({ 91: [911] });
    await after.prev();
    expect(after.scope.getState($chosen)).toEqual([911]);

    const someoneElse = await openQuiz({ ...buyer, id: 3 });
    expect(someoneElse.scope.getState($progress).answers).toEqual({});
  });

  it('from the review, goes back to one question; 重新测试 starts over', async () => {
    const quiz = await openQuiz();
    await quiz.choose(912);
    await quiz.next();
    await quiz.choose(923);
    await allSettled(questionPicked, { scope: quiz.scope, params: 0 });
    expect(quiz.scope.getState($position).current).toBe(1);
    expect(quiz.navigations).toEqual(['/activity/pay/question?paperId=9']);

    await allSettled(restartClicked, { scope: quiz.scope });
    expect(quiz.scope.getState($progress).answers).toEqual({});
    expect((await openQuiz()).scope.getState($progress).answers).toEqual({});
  });
});

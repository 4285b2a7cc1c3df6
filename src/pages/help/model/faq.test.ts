import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { $openQuestions, faqOpened, questionToggled } from './faq';

describe('FAQ model', () => {
  it('opens a question, keeps others open, closes it on a second tap and forgets all on reopening', async () => {
    const scope = fork();
    await allSettled(questionToggled, { scope, params: 'buy' });
    await allSettled(questionToggled, { scope, params: 'refund' });
    expect(scope.getState($openQuestions)).toEqual(['buy', 'refund']);
    await allSettled(questionToggled, { scope, params: 'buy' });
    expect(scope.getState($openQuestions)).toEqual(['refund']);
    await allSettled(faqOpened, { scope });
    expect(scope.getState($openQuestions)).toEqual([]);
  });
});

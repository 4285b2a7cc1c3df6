import { describe, expect, it } from '@rstest/core';
import { allSettled, createWatch, fork } from 'effector';
import { $codeSentAt, sendCodeClicked, sendCodeFx } from './sms-send';

describe('sms-send', () => {
  it('sends once per 60 seconds', async () => {
    const scope = fork({ handlers: [[sendCodeFx, async () => ({ expireSeconds: 60 })]] });
    const sent: string[] = [];
    createWatch({ unit: sendCodeFx, scope, fn: ({ mobile }) => sent.push(mobile) });
    await allSettled(sendCodeClicked, { scope, params: { mobile: '13900000003', now: 100_000 } });
    await allSettled(sendCodeClicked, { scope, params: { mobile: '13900000003', now: 159_000 } });
    expect(sent).toEqual(['13900000003']);
    expect(scope.getState($codeSentAt)).toBe(100_000);
    await allSettled(sendCodeClicked, { scope, params: { mobile: '13900000003', now: 160_000 } });
    expect(sent).toHaveLength(2);
  });
});

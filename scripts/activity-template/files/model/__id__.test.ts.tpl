import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { $token, ApiError } from '@/shared/api';
import { getInfoFx, type Info } from '../api/info';
import { $info, $infoStatus, IndexPageGate, retryClicked } from './__id__';

describe('__id__ model', () => {
  it('loads the campaign info from the mock backend when the page opens, counting each visitor once', async () => {
    // mocks/handlers.ts answers through msw (tests/setup.ts) and knows users by their token.
    const learner = fork({ values: [[$token, 'mock.1.test']] });
    await allSettled(IndexPageGate.open, { scope: learner, params: {} });
    await allSettled(IndexPageGate.open, { scope: learner, params: {} });
    expect(learner.getState($infoStatus)).toBe('done');
    expect(learner.getState($info)).toMatchObject({ headline: '欢迎参加「__title__」', participants: 1 });

    const lecturer = fork({ values: [[$token, 'mock.3.test']] });
    await allSettled(IndexPageGate.open, { scope: lecturer, params: {} });
    expect(lecturer.getState($info)?.participants).toBe(2);
  });

  it('fails when the call fails, and loads again on retry', async () => {
    const info: Info = { headline: '标题', description: '说明', participants: 3 };
    let online = false;
    const getInfo = async () => {
      if (!online) throw new ApiError('network', '/api/active/__id__/info');
      return info;
    };
    const scope = fork({ handlers: [[getInfoFx, getInfo]] });
    await allSettled(IndexPageGate.open, { scope, params: {} });
    expect(scope.getState($infoStatus)).toBe('fail');
    expect(scope.getState($info)).toBeNull();

    online = true;
    await allSettled(retryClicked, { scope });
    expect(scope.getState($infoStatus)).toBe('done');
    expect(scope.getState($info)).toEqual(info);
  });
});

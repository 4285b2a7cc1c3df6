import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { http } from 'msw';
import { $token } from '@/shared/api';
import { mockServer } from '../../../tests/msw-server';
import {
  $alreadyOpened,
  $justOpened,
  $loadError,
  $openError,
  $packet,
  openClicked,
  RedPacketGate,
  retryClicked,
} from './redpacket';

const LEARNER = 'mock.1.test';
const OPEN_PATH = '*/api/active/redpacket/open';

async function pageShown(token = LEARNER) {
  const scope = fork({ values: [[$token, token]] });
  await allSettled(RedPacketGate.open, { scope, params: {} });
  return scope;
}

function answerOnce(method: 'get' | 'post', path: string, status: number) {
  mockServer.use(http[method](path, () => new Response(null, { status }), { once: true }));
}

describe('red packet model', () => {
  it('opens the sealed packet and shows the amount the server decided', async () => {
    const scope = await pageShown();
    expect(scope.getState($packet)).toMatchObject({ opened: 0, amount: null });

    await allSettled(openClicked, { scope });
    expect(scope.getState($packet)).toMatchObject({ opened: 1, amount: 2137 });
    expect(scope.getState($justOpened)).toBe(true);
    expect(scope.getState($alreadyOpened)).toBe(false);
  });

  it('turns a refused second open into the already-opened packet with its amount', async () => {
    const stale = await pageShown();
    const elsewhere = await pageShown();
    await allSettled(openClicked, { scope: elsewhere });

    await allSettled(openClicked, { scope: stale });
    expect(stale.getState($alreadyOpened)).toBe(true);
    expect(stale.getState($packet)).toMatchObject({ opened: 1, amount: 2137 });
    expect(stale.getState($justOpened)).toBe(false);
    expect(stale.getState($openError)).toBeNull();
  });

  it('shows why opening failed, keeps the packet sealed, and opens it on the next tap', async () => {
    const scope = await pageShown();
    answerOnce('post', OPEN_PATH, 500);
    await allSettled(openClicked, { scope });
    expect(scope.getState($openError)).toBe('系统繁忙，请稍后再试');
    expect(scope.getState($packet)?.opened).toBe(0);

    await allSettled(openClicked, { scope });
    expect(scope.getState($openError)).toBeNull();
    expect(scope.getState($packet)?.amount).toBe(2137);
  });

  it('reports a failed first load and loads again on retry', async () => {
    answerOnce('get', '*/api/active/redpacket/info', 500);
    const scope = await pageShown();
    expect(scope.getState($packet)).toBeNull();
    expect(scope.getState($loadError)).toBe('系统繁忙，请稍后再试');

    await allSettled(retryClicked, { scope });
    expect(scope.getState($loadError)).toBeNull();
    expect(scope.getState($packet)?.title).toBe('新人专享学习红包');
  });

  it('sends one open for a double tap', async () => {
    let opens = 0;
    // Counts and falls through to the mock's own handler.
    mockServer.use(
      http.post(OPEN_PATH, () => {
        opens += 1;
      }),
    );
    const scope = await pageShown();
    await Promise.all([allSettled(openClicked, { scope }), allSettled(openClicked, { scope })]);
    expect(opens).toBe(1);
    expect(scope.getState($openError)).toBeNull();
    expect(scope.getState($alreadyOpened)).toBe(false);
  });

  it('forgets the packet when the page closes', async () => {
    const scope = await pageShown();
    await allSettled(openClicked, { scope });
    await allSettled(RedPacketGate.close, { scope, params: {} });
    expect(scope.getState($packet)).toBeNull();
    expect(scope.getState($justOpened)).toBe(false);
  });
});

import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { getBannersFx, getChoiceListFx } from '@/entities/home-content';
import {
  getBargainLessonsFx,
  getCheapLessonsFx,
  getFreeLessonsFx,
  getLessonGroupsFx,
  getNewestLessonsFx,
} from '@/entities/lesson';
import { nextTask } from '@/shared/lib/idle';
import { answering } from '../../../../tests/fork-handlers.test-utils';
import { lessonAt } from '../../../../tests/lessons.test-utils';
import { choices, HomeGate } from './home';
import {
  $everythingFailed,
  $nothingToShow,
  bargains,
  cheap,
  free,
  groups,
  LowerGate,
  newest,
  retryAllRequested,
} from './lower';

const sections = { choices, bargains, groups, newest, free, cheap };
type Name = keyof typeof sections;
const emptyPage = { list: [], pageNo: 1, pageSize: 4, total: 0 };
const onePage = { list: [lessonAt(1)], pageNo: 1, pageSize: 4, total: 1 };
const career = { groupId: 1, groupName: '职场成长', icon: '', lessonCount: 1 };

/**
 * The six calls under the banner: `failing` names the ones that fail, the rest answer with one item (or none when
 * `empty`). `calls` counts the calls each endpoint got.
 */
function setup({
  failing = new Set<Name>(),
  empty = false,
  filled,
}: {
  failing?: Set<Name>;
  empty?: boolean;
  filled?: Name;
}) {
  const calls: Record<Name, number> = { choices: 0, bargains: 0, groups: 0, newest: 0, free: 0, cheap: 0 };
  const answer = <T>(name: Name, data: T) =>
    answering(async () => {
      calls[name] += 1;
      if (failing.has(name)) throw new Error('网络错误');
      return data;
    });
  const page = (name: Name) => (empty && filled !== name ? emptyPage : onePage);
  const scope = fork({
    handlers: [
      [getBannersFx, answering(async () => [])],
      [getChoiceListFx, answer('choices', [])],
      [getBargainLessonsFx, answer('bargains', page('bargains'))],
      [getLessonGroupsFx, answer('groups', page('groups').list.length > 0 ? [career] : [])],
      [getNewestLessonsFx, answer('newest', page('newest'))],
      [getFreeLessonsFx, answer('free', page('free'))],
      [getCheapLessonsFx, answer('cheap', page('cheap'))],
    ],
  });
  return { scope, calls };
}

const allNames = Object.keys(sections) as Name[];

/** The home screen opened and its lower blocks came on screen: every one of the six has been asked for. */
async function openHome(scope: ReturnType<typeof fork>) {
  await allSettled(HomeGate.open, { scope, params: {} });
  await allSettled(LowerGate.open, { scope, params: {} });
}

describe('the blocks under the banner', () => {
  it('all load with the screen, each from its own call', async () => {
    const { scope, calls } = setup({});
    await openHome(scope);
    for (const section of Object.values(sections)) expect(scope.getState(section.$status)).toBe('ready');
    expect(scope.getState(newest.$items)).toEqual([lessonAt(1)]);
    expect(calls).toEqual({ choices: 1, bargains: 1, groups: 1, newest: 1, free: 1, cheap: 1 });
    expect(scope.getState($nothingToShow)).toBe(false);
  });

  it('send their five calls one task after another, not all in the task that opened them', async () => {
    const { scope, calls } = setup({});
    await allSettled(HomeGate.open, { scope, params: {} });
    const opened = allSettled(LowerGate.open, { scope, params: {} });
    const lowerCalls = () => calls.bargains + calls.groups + calls.newest + calls.free + calls.cheap;
    expect(lowerCalls()).toBe(1);
    // The next ones follow in later tasks (a few at most: other channels' messages may come first).
    for (let turn = 0; turn < 5 && lowerCalls() === 1; turn++) await nextTask();
    expect(lowerCalls()).toBeGreaterThan(1);
    await opened;
    expect(lowerCalls()).toBe(5);
  });

  it('say 加载失败 once only when every one of the six failed', async () => {
    const five = setup({ failing: new Set(allNames.filter((name) => name !== 'cheap')) });
    await openHome(five.scope);
    expect(five.scope.getState(choices.$status)).toBe('failed');
    expect(five.scope.getState(cheap.$status)).toBe('ready');
    expect(five.scope.getState($everythingFailed)).toBe(false);

    const failing = new Set(allNames);
    const six = setup({ failing });
    expect(six.scope.getState($everythingFailed)).toBe(false);
    await openHome(six.scope);
    expect(six.scope.getState($everythingFailed)).toBe(true);
    expect(six.scope.getState($nothingToShow)).toBe(false);

    // 重试 asks all six again; the ones that now answer show up and the single message goes away.
    failing.clear();
    failing.add('groups');
    await Promise.all(retryAllRequested.map((retry) => allSettled(retry, { scope: six.scope })));
    expect(six.calls).toEqual({ choices: 2, bargains: 2, groups: 2, newest: 2, free: 2, cheap: 2 });
    expect(six.scope.getState($everythingFailed)).toBe(false);
    expect(six.scope.getState(groups.$status)).toBe('failed');
    expect(six.scope.getState(newest.$status)).toBe('ready');
  });

  it('say the catalogue is empty only when all six answered and none has anything', async () => {
    const { scope } = setup({ empty: true });
    expect(scope.getState($nothingToShow)).toBe(false);
    await openHome(scope);
    expect(scope.getState($nothingToShow)).toBe(true);
    expect(scope.getState($everythingFailed)).toBe(false);

    const oneFailed = setup({ empty: true, failing: new Set<Name>(['free']) });
    await openHome(oneFailed.scope);
    expect(oneFailed.scope.getState($nothingToShow)).toBe(false);

    const oneFilled = setup({ empty: true, filled: 'cheap' });
    await openHome(oneFilled.scope);
    expect(oneFilled.scope.getState($nothingToShow)).toBe(false);
  });
});

import { describe, expect, it } from '@rstest/core';
import { allSettled, createEffect, createEvent, createStore, fork } from 'effector';
import { createServerToggle } from './create-server-toggle';

type Thing = { id: number; on: boolean };

/** A page showing one thing at a time, whose server call flips it when the test answers. */
function setup() {
  const shown = createEvent<Thing>();
  const $thing = createStore<Thing | null>(null).on(shown, (_, thing) => thing);
  const flipFx = createEffect((_: { id: number }): Promise<{ on: boolean }> => Promise.reject(new Error('no handler')));
  const toggle = createServerToggle({
    effect: flipFx,
    $subject: $thing.map((thing) => (thing ? { id: thing.id } : null)),
    keyOf: ({ id }) => id,
    $loaded: $thing.map((thing) => thing?.on ?? false),
    isOn: (answer) => answer.on,
    reset: [shown],
  });
  const answers: Array<(on: boolean) => void> = [];
  const scope = fork({
    handlers: [[toggle.toggleFx, () => new Promise((resolve) => answers.push((on) => resolve({ on })))]] as never,
  });
  return { scope, toggle, shown, answers };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createServerToggle', () => {
  it('does nothing without a subject', async () => {
    const { scope, toggle, answers } = setup();
    await allSettled(toggle.clicked, { scope });
    expect(answers).toHaveLength(0);
    expect(scope.getState(toggle.$on)).toBe(false);
  });

  it('an answer about a thing no longer shown is not the new one’s', async () => {
    const { scope, toggle, shown, answers } = setup();
    await allSettled(shown, { scope, params: { id: 1, on: false } });
    void allSettled(toggle.clicked, { scope });
    await tick();
    expect(scope.getState(toggle.$on)).toBe(true);
    // Settling would wait for the call on its way: the next thing is shown without waiting.
    void allSettled(shown, { scope, params: { id: 2, on: false } });
    await tick();
    expect(scope.getState(toggle.$on)).toBe(false);
    answers[0]?.(true);
    await tick();
    expect(scope.getState(toggle.$server)).toBe(false);
    expect(scope.getState(toggle.$on)).toBe(false);
  });
});

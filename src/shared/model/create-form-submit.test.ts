import { describe, expect, it } from '@rstest/core';
import { allSettled, createEffect, createEvent, createStore, fork } from 'effector';
import { createFormSubmit } from './create-form-submit';

const submitted = createEvent();
const nameChanged = createEvent<string>();
const $name = createStore('').on(nameChanged, (_, name) => name);
const sendFx = createEffect((_: { name: string }) => new Promise<void>(() => {}));
const { focusFieldFx } = createFormSubmit({
  submitted,
  $values: $name,
  $blocked: sendFx.pending,
  firstInvalid: (name) => (name.trim() ? null : 'form-name'),
  toRequest: (name) => ({ name: name.trim() }),
  send: sendFx,
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup() {
  const calls = { sent: [] as unknown[], focused: [] as string[] };
  let finish = () => {};
  const scope = fork({
    handlers: [
      [
        sendFx,
        (request: { name: string }) =>
          new Promise<void>((resolve) => {
            calls.sent.push(request);
            finish = resolve;
          }),
      ],
      [focusFieldFx, (id: string) => void calls.focused.push(id)],
    ],
  });
  return { scope, calls, finish: () => finish() };
}

describe('createFormSubmit', () => {
  it('sends nothing while a field is wrong, and puts the focus on the first wrong one', async () => {
    const { scope, calls } = setup();
    await allSettled(submitted, { scope });
    expect(calls).toEqual({ sent: [], focused: ['form-name'] });
  });

  it('sends the request the values make, once per tap: a second tap while it is on its way does nothing', async () => {
    const { scope, calls, finish } = setup();
    await allSettled(nameChanged, { scope, params: ' 周明 ' });
    const first = allSettled(submitted, { scope });
    const second = allSettled(submitted, { scope });
    await tick();
    expect(calls.sent).toEqual([{ name: '周明' }]);
    finish();
    await Promise.all([first, second]);
    const again = allSettled(submitted, { scope });
    await tick();
    expect(calls.sent).toHaveLength(2);
    finish();
    await again;
    expect(calls.focused).toEqual([]);
  });
});

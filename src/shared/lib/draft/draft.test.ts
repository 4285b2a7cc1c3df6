import { afterEach, describe, expect, it } from '@rstest/core';
import { allSettled, createEvent, createStore, createWatch, fork } from 'effector';
import * as z from 'zod/mini';
import { createDraft, DRAFT_PREFIX } from './draft';

const typed = createEvent<{ name: string; note: string }>();
const $form = createStore({ name: '', note: '' }).on(typed, (_, value) => value);
const draft = createDraft({
  key: 'test-form',
  $value: $form,
  schema: z.object({ name: z.string(), note: z.string() }),
  isEmpty: (value) => !value.name && !value.note,
});
$form.on(draft.restored, (_, value) => value);

const stored = () => sessionStorage.getItem(`${DRAFT_PREFIX}test-form`);

describe('createDraft', () => {
  afterEach(() => sessionStorage.clear());

  it('stores what is typed and gives it back to a new page load (a fresh scope)', async () => {
    const before = fork();
    await allSettled(typed, { scope: before, params: { name: '张三', note: '第一段' } });
    expect(JSON.parse(stored() ?? 'null')).toEqual({ name: '张三', note: '第一段' });

    const after = fork();
    expect(after.getState($form)).toEqual({ name: '', note: '' });
    await allSettled(draft.restore, { scope: after });
    expect(after.getState($form)).toEqual({ name: '张三', note: '第一段' });
  });

  it('forgets the draft once cleared, and stores nothing for an emptied form', async () => {
    const scope = fork();
    await allSettled(typed, { scope, params: { name: '李四', note: '' } });
    await allSettled(draft.clear, { scope });
    expect(stored()).toBeNull();
    await allSettled(typed, { scope, params: { name: 'x', note: '' } });
    await allSettled(typed, { scope, params: { name: '', note: '' } });
    expect(stored()).toBeNull();
  });

  it('drops a stored draft of another shape or broken JSON instead of restoring it', async () => {
    const scope = fork();
    const restored: unknown[] = [];
    createWatch({ unit: draft.restored, scope, fn: (value) => restored.push(value) });
    sessionStorage.setItem(`${DRAFT_PREFIX}test-form`, JSON.stringify({ name: 1 }));
    await allSettled(draft.restore, { scope });
    sessionStorage.setItem(`${DRAFT_PREFIX}test-form`, '{not json');
    await allSettled(draft.restore, { scope });
    expect(restored).toEqual([]);
    expect(scope.getState($form)).toEqual({ name: '', note: '' });
  });
});

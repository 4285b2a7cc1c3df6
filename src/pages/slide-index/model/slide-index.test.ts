import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import type { Slide } from '@/entities/studio';
import { ApiError } from '@/shared/api';
import {
  $slides,
  confirmDeleteFx,
  deleteClicked,
  moveClicked,
  removeSlideFx,
  saveOrderFx,
  slideIndex,
} from './slide-index';

const slide = (slideId: number): Slide => ({
  slideId,
  image: '',
  title: `图${slideId}`,
  linkType: 1,
  linkId: slideId,
  linkName: '',
});
const ids = (scope: ReturnType<typeof fork>) => scope.getState($slides).map((item) => item.slideId);

function setup(options: { sort?: () => Promise<null>; confirm?: boolean } = {}) {
  const sorted: unknown[] = [];
  const removed: unknown[] = [];
  const scope = fork({
    handlers: [
      [slideIndex.loadFx, async () => [slide(1), slide(2), slide(3)]],
      [
        saveOrderFx,
        (...args: unknown[]) => {
          sorted.push(args.at(-1));
          return (options.sort ?? (async () => null))();
        },
      ],
      [confirmDeleteFx, async () => options.confirm ?? true],
      [
        removeSlideFx,
        async (...args: unknown[]) => {
          removed.push(args.at(-1));
          return null;
        },
      ],
    ] as never,
  });
  return { scope, sorted, removed };
}

describe('slide index model', () => {
  it('moves a slide and saves the whole order; a refusal puts the old order back', async () => {
    const ok = setup();
    await allSettled(slideIndex.opened, { scope: ok.scope });
    await allSettled(moveClicked, { scope: ok.scope, params: { slideId: 3, by: -1 } });
    expect(ids(ok.scope)).toEqual([1, 3, 2]);
    expect(ok.sorted).toEqual([{ slideIds: [1, 3, 2] }]);
    // The first cannot go up: nothing is sent.
    await allSettled(moveClicked, { scope: ok.scope, params: { slideId: 1, by: -1 } });
    expect(ok.sorted).toHaveLength(1);

    const refused = setup({ sort: () => Promise.reject(new ApiError('business', '/api/ls/slide/sort', { code: 7 })) });
    await allSettled(slideIndex.opened, { scope: refused.scope });
    await allSettled(moveClicked, { scope: refused.scope, params: { slideId: 1, by: 1 } });
    expect(ids(refused.scope)).toEqual([1, 2, 3]);
  });

  it('deletes only after the lecturer confirms', async () => {
    const cancelled = setup({ confirm: false });
    await allSettled(slideIndex.opened, { scope: cancelled.scope });
    await allSettled(deleteClicked, { scope: cancelled.scope, params: slide(2) });
    expect(cancelled.removed).toEqual([]);
    expect(ids(cancelled.scope)).toEqual([1, 2, 3]);

    const confirmed = setup({ confirm: true });
    await allSettled(slideIndex.opened, { scope: confirmed.scope });
    await allSettled(deleteClicked, { scope: confirmed.scope, params: slide(2) });
    expect(confirmed.removed).toEqual([{ slideId: 2 }]);
    expect(ids(confirmed.scope)).toEqual([1, 3]);
  });
});

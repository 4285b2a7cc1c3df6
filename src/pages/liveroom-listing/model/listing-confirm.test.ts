import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import type { ListingLesson } from '@/entities/studio';
import { listingTerms } from '../lib/terms';
import { $missing, backToListFx, extensionOpened, listConfirmed, listFx, listingLesson } from './listing-confirm';

const lesson = (fields: Partial<ListingLesson> = {}) =>
  ({
    lessonId: 5,
    lessonName: '高情商拒绝的艺术',
    lessonType: 2,
    lessonPlayType: 2,
    price: 1990,
    cateId: 0,
    lessonState: 3,
    canDistribut: 2,
    distributRate: 0,
    isDispense: 1,
    isExclusive: 0,
    isDisplaySingle: 1,
    columnName: '',
    ...fields,
  }) as ListingLesson;

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('confirm listing model', () => {
  it('lists the lesson once for a double tap, then goes back to the list', async () => {
    const sent: unknown[] = [];
    let left = 0;
    let answer: (value: { lessonId: number; lessonState: 2 }) => void = () => {};
    const scope = fork({
      handlers: [
        [listingLesson.loadFx, async () => lesson()],
        [
          listFx,
          (...args: unknown[]) => {
            sent.push(args.at(-1));
            return new Promise((resolve) => (answer = resolve));
          },
        ],
        [backToListFx, () => (left += 1)],
      ] as never,
    });
    await allSettled(extensionOpened, { scope, params: 5 });
    void allSettled(listConfirmed, { scope });
    await tick();
    void allSettled(listConfirmed, { scope });
    await tick();
    expect(sent).toEqual([{ lessonId: 5, lessonState: 2 }]);
    answer({ lessonId: 5, lessonState: 2 });
    await tick();
    expect(left).toBe(1);
  });

  it('has nothing to confirm without a lesson id', async () => {
    const scope = fork();
    await allSettled(extensionOpened, { scope, params: 0 });
    expect(scope.getState($missing)).toBe(true);
  });

  it('reads the distribution terms with the spec defaults', () => {
    const terms = Object.fromEntries(listingTerms(lesson()).map((term) => [term.label, term.value]));
    expect(terms).toMatchObject({ 课程类型: '视频 · 录播', 价格: '¥19.90', 推广分销: '不参与推广', 独家课程: '否' });
    const shared = listingTerms(
      lesson({ canDistribut: 1, distributRate: 20, cateId: 1, columnName: '专栏一', isDisplaySingle: 0 }),
    );
    expect(shared.map((term) => term.value)).toEqual(
      expect.arrayContaining(['开启，推广者得 20%', '专栏一', '否，仅随专栏']),
    );
  });
});

import { beforeEach, describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { DRAFT_PREFIX } from '@/shared/lib/draft';
import { emptyLessonValues, type LessonValues } from '../lib/lesson-values';
import { focusFieldFx } from './form-effects';
import {
  $dirty,
  $errors,
  $values,
  goToLessonListFx,
  type LessonTarget,
  lessonFieldsChanged,
  lessonFormOpened,
  lessonSubmitted,
  loadLessonFormFx,
  saveLessonFx,
} from './lesson-form';

const GROUPS = [{ groupId: 1, groupName: '职场成长', icon: '', lessonCount: 3 }];
const FILLED: Partial<LessonValues> = { lessonName: '用数据讲故事', groupId: 1, priceYuan: '19.9' };

/** A form scope: the loader answers `base` (or the defaults), saving is `save`, navigation and focus recorded. */
function formScope(options: { base?: LessonValues; save?: (body: unknown) => Promise<{ lessonId: number }> } = {}) {
  const saved: unknown[] = [];
  const focused: string[] = [];
  const went: unknown[] = [];
  const scope = fork({
    handlers: [
      [
        loadLessonFormFx,
        async (target: LessonTarget) => ({
          base: options.base ?? emptyLessonValues(target.cateId ?? 0),
          groups: GROUPS,
          columns: [],
        }),
      ],
      [
        saveLessonFx,
        (body: unknown) => {
          saved.push(body);
          return options.save ? options.save(body) : Promise.resolve({ lessonId: 77 });
        },
      ],
      [focusFieldFx, (id: string) => void focused.push(id)],
      [goToLessonListFx, (place: unknown) => void went.push(place)],
    ],
  });
  return { scope, saved, focused, went };
}

const open = (scope: ReturnType<typeof fork>, target: LessonTarget) =>
  allSettled(lessonFormOpened, { scope, params: target });
const type = (scope: ReturnType<typeof fork>, change: Partial<LessonValues>) =>
  allSettled(lessonFieldsChanged, { scope, params: change });

describe('lesson draft form', () => {
  beforeEach(() => sessionStorage.clear());

  it('starts a new lesson with the spec defaults (canDistribut 2, isDispense 1, isExclusive 0) and a fixed column', async () => {
    const { scope } = formScope();
    await open(scope, { lessonId: null, cateId: null });
    expect(scope.getState($values)).toMatchObject({ canDistribut: 2, isDispense: 1, isExclusive: 0, cateId: 0 });
    expect(scope.getState($dirty)).toBe(false);
    const column = formScope();
    await open(column.scope, { lessonId: null, cateId: 9 });
    expect(column.scope.getState($values).cateId).toBe(9);
  });

  it('shows Chinese messages next to the fields after a save is tried, focuses the first, and sends nothing', async () => {
    const { scope, saved, focused } = formScope();
    await open(scope, { lessonId: null, cateId: null });
    expect(scope.getState($errors)).toEqual({});
    await allSettled(lessonSubmitted, { scope });
    expect(scope.getState($errors)).toEqual({ lessonName: '请填写课程名称', groupId: '请选择课程分类' });
    expect(focused).toEqual(['lesson-lessonName']);
    await type(scope, { lessonName: '课', groupId: 1, priceYuan: '9.999', live: true, canDistribut: 1 });
    expect(scope.getState($errors)).toEqual({
      priceYuan: '请输入正确的价格（元，最多两位小数）',
      beginTime: '请选择开课时间',
      distributRate: '分销比例请填 1–90 的整数',
    });
    await allSettled(lessonSubmitted, { scope });
    expect(focused.at(-1)).toBe('lesson-beginTime');
    expect(saved).toEqual([]);
  });

  it('keeps what is typed per lesson and gives it back to a new page load over what the server has', async () => {
    const server = { ...emptyLessonValues(), lessonName: '旧名字', groupId: 1 };
    const before = formScope({ base: server });
    await open(before.scope, { lessonId: 5, cateId: null });
    expect(sessionStorage.getItem(`${DRAFT_PREFIX}studio-lesson:5`)).toBeNull();
    await type(before.scope, { lessonName: '新名字', priceYuan: '8.8' });
    expect(JSON.parse(sessionStorage.getItem(`${DRAFT_PREFIX}studio-lesson:5`) ?? '{}')).toMatchObject({
      lessonName: '新名字',
    });

    const after = formScope({ base: server });
    await open(after.scope, { lessonId: 5, cateId: null });
    expect(after.scope.getState($values)).toMatchObject({ lessonName: '新名字', priceYuan: '8.8' });
    expect(after.scope.getState($dirty)).toBe(true);
    // Another lesson's form does not get this draft.
    const other = formScope({ base: server });
    await open(other.scope, { lessonId: 6, cateId: null });
    expect(other.scope.getState($values).lessonName).toBe('旧名字');
  });

  it('sends one create however often 保存 is tapped, in fen, as a draft with a request id; then forgets the draft', async () => {
    let finish: (value: { lessonId: number }) => void = () => {};
    const { scope, saved, went } = formScope({
      save: () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    });
    await open(scope, { lessonId: null, cateId: 3 });
    await type(scope, FILLED);
    // allSettled waits for the save in flight: the taps go in at once, the answer comes later.
    const taps = [1, 2, 3].map(() => allSettled(lessonSubmitted, { scope }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      lessonName: '用数据讲故事',
      price: 1990,
      cateId: 3,
      canDistribut: 2,
      isDispense: 1,
      isExclusive: 0,
      lessonState: 1,
    });
    expect((saved[0] as { requestId: string }).requestId).toMatch(/\S{6,}/);
    expect(sessionStorage.getItem(`${DRAFT_PREFIX}studio-lesson:new-3`)).not.toBeNull();
    finish({ lessonId: 77 });
    await Promise.all(taps);
    expect(went).toEqual([{ lessonId: 77, cateId: 3 }]);
    expect(sessionStorage.getItem(`${DRAFT_PREFIX}studio-lesson:new-3`)).toBeNull();
    expect(scope.getState($dirty)).toBe(false);
  });

  it('makes no second lesson from a tap that lands after the create has answered, until the form is opened again', async () => {
    const { scope, saved, went } = formScope();
    await open(scope, { lessonId: null, cateId: null });
    await type(scope, FILLED);
    await allSettled(lessonSubmitted, { scope });
    expect(went).toEqual([{ lessonId: 77, cateId: null }]);
    // The double tap's second tap: the answer came back before it, the list is not on screen yet.
    await allSettled(lessonSubmitted, { scope });
    expect(saved).toHaveLength(1);
    expect(went).toHaveLength(1);
    // A new lesson from a form opened again is a new create, with a request id of its own.
    await open(scope, { lessonId: null, cateId: null });
    await type(scope, { ...FILLED, lessonName: '第二课' });
    await allSettled(lessonSubmitted, { scope });
    expect(saved).toHaveLength(2);
    const ids = saved.map((body) => (body as { requestId: string }).requestId);
    expect(ids[0]).not.toBe(ids[1]);
  });
});

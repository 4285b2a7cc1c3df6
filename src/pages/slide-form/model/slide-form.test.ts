import { afterEach, describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import type { Slide } from '@/entities/studio';
import { emptySlideForm } from '../lib/slide-fields';
import { leavePickerFx, targetPicked } from './slide-choose';
import {
  $dirty,
  $errors,
  $focus,
  $form,
  $missing,
  imageChosen,
  leaveFormFx,
  slideFormOpened,
  slideSubmitted,
  slidesToEdit,
  submitSlideFx,
  titleChanged,
} from './slide-form';

const slide: Slide = {
  slideId: 4,
  image: '/mock-cdn/banner/x.svg',
  title: '旧标题',
  linkType: 2,
  linkId: 1,
  linkName: '专栏一',
};
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(save: () => Promise<{ slideId: number }> = async () => ({ slideId: 9 })) {
  const sent: unknown[] = [];
  const scope = fork({
    handlers: [
      [slidesToEdit.loadFx, async () => [slide]],
      [leaveFormFx, () => {}],
      [leavePickerFx, () => {}],
      [
        submitSlideFx,
        (...args: unknown[]) => {
          sent.push(args.at(-1));
          return save();
        },
      ],
    ] as never,
  });
  return { scope, sent };
}

describe('slide form model', () => {
  afterEach(() => sessionStorage.clear());

  it('shows every problem in Chinese and focuses the first invalid field; sends nothing', async () => {
    const { scope, sent } = setup();
    await allSettled(slideFormOpened, { scope, params: { slideId: null } });
    await allSettled(imageChosen, { scope, params: 'data:image/jpeg;base64,AAAA' });
    await allSettled(slideSubmitted, { scope });
    expect(scope.getState($errors)).toEqual({ title: '请填写标题', link: '请选择轮播图打开的课程或专栏' });
    expect(scope.getState($focus)).toEqual({ field: 'title' });
    expect(sent).toEqual([]);
  });

  it('keeps what was typed across a reload (a session expiry) and after the picker', async () => {
    const before = setup().scope;
    await allSettled(slideFormOpened, { scope: before, params: { slideId: null } });
    await allSettled(titleChanged, { scope: before, params: '春季新课' });
    await allSettled(targetPicked, {
      scope: before,
      params: { linkType: 1, target: { id: 3, name: '第三课', cover: '', price: 0 } },
    });
    // Back from the picker: the same form keeps its fields.
    await allSettled(slideFormOpened, { scope: before, params: { slideId: null } });
    expect(before.getState($form)).toMatchObject({ title: '春季新课', linkType: 1, linkId: 3, linkName: '第三课' });

    const after = setup().scope;
    await allSettled(slideFormOpened, { scope: after, params: { slideId: null } });
    expect(after.getState($form)).toEqual({
      ...emptySlideForm,
      title: '春季新课',
      linkType: 1,
      linkId: 3,
      linkName: '第三课',
    });
    expect(after.getState($dirty)).toBe(true);
    // Another form (editing slide 4) does not take this draft.
    const other = setup().scope;
    await allSettled(slideFormOpened, { scope: other, params: { slideId: 4 } });
    expect(other.getState($form).title).toBe('旧标题');
  });

  it('edits a loaded slide and sends one save for a double tap', async () => {
    let answer: (value: { slideId: number }) => void = () => {};
    const { scope, sent } = setup(() => new Promise((resolve) => (answer = resolve)));
    await allSettled(slideFormOpened, { scope, params: { slideId: 4 } });
    expect(scope.getState(slidesToEdit.$status)).toBe('ready');
    expect(scope.getState($missing)).toBe(false);
    expect(scope.getState($dirty)).toBe(false);
    await allSettled(titleChanged, { scope, params: ' 新标题 ' });
    void allSettled(slideSubmitted, { scope });
    await tick();
    void allSettled(slideSubmitted, { scope });
    await tick();
    expect(sent).toEqual([{ slideId: 4, image: slide.image, title: '新标题', linkType: 2, linkId: 1 }]);
    answer({ slideId: 4 });
    await tick();
    expect(sessionStorage.length).toBe(0);
  });

  it('takes no second save, and shows no error, from a tap that lands after the save has answered', async () => {
    const { scope, sent } = setup();
    await allSettled(slideFormOpened, { scope, params: { slideId: 4 } });
    await allSettled(titleChanged, { scope, params: '新标题' });
    await allSettled(slideSubmitted, { scope });
    expect(sent).toHaveLength(1);
    await allSettled(slideSubmitted, { scope });
    expect(sent).toHaveLength(1);
    expect(scope.getState($errors)).toEqual({});
    expect(scope.getState($focus)).toBeNull();
  });

  it('says so when the slide to edit is gone', async () => {
    const { scope } = setup();
    await allSettled(slideFormOpened, { scope, params: { slideId: 77 } });
    expect(scope.getState(slidesToEdit.$status)).toBe('ready');
    expect(scope.getState($missing)).toBe(true);
  });
});

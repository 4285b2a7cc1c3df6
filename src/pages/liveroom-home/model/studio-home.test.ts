import { describe, expect, it } from '@rstest/core';
import { allSettled, createWatch, fork } from 'effector';
import type { StudioHome } from '@/entities/studio';
import { ApiError } from '@/shared/api';
import { showToast } from '@/shared/ui/toast';
import { $follow, followClicked, toggleFollowFx } from './follow';
import { $homeMissing, shareStudioFx, studioHome, studioHomeOpened } from './studio-home';

const home = (fields: Partial<StudioHome> = {}): StudioHome => ({
  studioId: 1,
  studioName: '晓岚职场课堂',
  studioState: 1,
  lecturerId: 3,
  lecturerName: '林晓岚',
  avatar: '',
  intro: '',
  isFollowed: 0,
  isOwner: 0,
  fansNum: 10,
  lessonCount: 3,
  columnCount: 1,
  slides: [],
  columns: [],
  ...fields,
});

function setup(toggle: () => Promise<{ isFollowed: 0 | 1; fansNum: number }>, loaded = home()) {
  const calls: unknown[] = [];
  const scope = fork({
    handlers: [
      [studioHome.loadFx, async () => loaded],
      [shareStudioFx, async () => {}],
      [
        toggleFollowFx,
        (...args: unknown[]) => {
          calls.push(args.at(-1));
          return toggle();
        },
      ],
    ] as never,
  });
  const toasts: string[] = [];
  createWatch({ unit: showToast, scope, fn: (toast) => toasts.push(toast.message) });
  return { scope, calls, toasts };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('studio home model', () => {
  it('follows at once; a tap while the call is on its way shows at once and is sent when it is back', async () => {
    const answers: Array<(value: { isFollowed: 0 | 1; fansNum: number }) => void> = [];
    const { scope, calls, toasts } = setup(() => new Promise((resolve) => answers.push(resolve)));
    await allSettled(studioHomeOpened, { scope, params: 1 });
    const settled = allSettled(followClicked, { scope });
    await tick();
    expect(scope.getState($follow)).toEqual({ isFollowed: 1, fansNum: 11 });
    void allSettled(followClicked, { scope });
    await tick();
    // Changed their mind: shown at once, one call at a time.
    expect(scope.getState($follow)).toEqual({ isFollowed: 0, fansNum: 10 });
    expect(calls).toEqual([{ studioId: 1 }]);
    // The server followed (and someone else too): the count is the server's, less the learner's unfollow.
    answers[0]?.({ isFollowed: 1, fansNum: 12 });
    await tick();
    expect(calls).toEqual([{ studioId: 1 }, { studioId: 1 }]);
    expect(scope.getState($follow)).toEqual({ isFollowed: 0, fansNum: 11 });
    answers[1]?.({ isFollowed: 0, fansNum: 11 });
    await settled;
    expect(scope.getState($follow)).toEqual({ isFollowed: 0, fansNum: 11 });
    expect(toasts).toEqual(['已取消关注']);
  });

  it('one request for taps that end where the server is going', async () => {
    let answer: (value: { isFollowed: 0 | 1; fansNum: number }) => void = () => {};
    const { scope, calls, toasts } = setup(() => new Promise((resolve) => (answer = resolve)));
    await allSettled(studioHomeOpened, { scope, params: 1 });
    const settled = allSettled(followClicked, { scope });
    void allSettled(followClicked, { scope });
    void allSettled(followClicked, { scope });
    await tick();
    expect(scope.getState($follow)).toEqual({ isFollowed: 1, fansNum: 11 });
    answer({ isFollowed: 1, fansNum: 12 });
    await settled;
    expect(calls).toEqual([{ studioId: 1 }]);
    expect(scope.getState($follow)).toEqual({ isFollowed: 1, fansNum: 12 });
    expect(toasts).toEqual(['已关注']);
  });

  it('puts the old state back when the request fails, and says why', async () => {
    const { scope, toasts } = setup(
      () => Promise.reject(new ApiError('network', '/api/ls/studio/followToggle', { message: '网络不太顺畅' })),
      home({ isFollowed: 1, fansNum: 5 }),
    );
    await allSettled(studioHomeOpened, { scope, params: 1 });
    await allSettled(followClicked, { scope });
    expect(scope.getState($follow)).toEqual({ isFollowed: 1, fansNum: 5 });
    expect(toasts).toEqual(['网络不太顺畅']);
  });

  it("never follows the viewer's own studio", async () => {
    const { scope, calls } = setup(async () => ({ isFollowed: 1, fansNum: 1 }), home({ isOwner: 1 }));
    await allSettled(studioHomeOpened, { scope, params: 1 });
    await allSettled(followClicked, { scope });
    expect(calls).toEqual([]);
  });

  it('tells an unknown studio (code 20, or no id in the link) from a failed load', async () => {
    const missing = fork({
      handlers: [
        [studioHome.loadFx, () => Promise.reject(new ApiError('business', '/api/ls/studio/home', { code: 20 }))],
      ] as never,
    });
    await allSettled(studioHomeOpened, { scope: missing, params: 99 });
    expect(missing.getState($homeMissing)).toBe(true);
    const offline = fork({
      handlers: [[studioHome.loadFx, () => Promise.reject(new ApiError('network', '/api/ls/studio/home'))]] as never,
    });
    await allSettled(studioHomeOpened, { scope: offline, params: 1 });
    expect(offline.getState($homeMissing)).toBe(false);
    expect(offline.getState(studioHome.$status)).toBe('failed');
    const badLink = fork();
    await allSettled(studioHomeOpened, { scope: badLink, params: Number.NaN });
    expect(badLink.getState($homeMissing)).toBe(true);
  });
});

import { beforeEach, describe, expect, it } from '@rstest/core';
import { allSettled, type Effect, fork } from 'effector';
import {
  deleteSlideFx,
  getListingDetailFx,
  getListingLessonsFx,
  getMySlidesFx,
  getSlideTargetsFx,
  getStudioHomeFx,
  getStudioHomeLessonsFx,
  getStudioSummaryFx,
  saveSlideFx,
  sortSlidesFx,
  toggleFollowStudioFx,
} from '@/entities/studio';
import { setLessonStateFx } from '@/entities/studio-catalog';
import { $token, type ApiError } from '@/shared/api';
import { apiGet, apiPost, LEARNER, LECTURER, type Page, PENDING_LECTURER } from '../api-client.test-utils';
import { getMockDb, resetMockDb } from '../backend';

/** The studio calls made by the app's own effects against the mock: answers pass the app's schemas. */
async function as<P, D>(userId: number, fx: Effect<P, D, ApiError>, params: NoInfer<P>): Promise<D> {
  const scope = fork({ values: [[$token, `mock.${userId}.test`]] });
  const result = await allSettled(fx, { scope, params });
  if (result.status === 'fail') throw result.value;
  return result.value as D;
}
const failure = async (run: () => Promise<unknown>) =>
  run().then(
    () => null,
    (error: ApiError) => ({ code: error.code, message: error.message }),
  );

describe('studio home and slides mock', () => {
  beforeEach(() => resetMockDb());

  it('shows a studio home with its slides and columns, lists lessons, follows and unfollows', async () => {
    const home = await as(LEARNER, getStudioHomeFx, { studioId: 1 });
    expect(home).toMatchObject({ studioId: 1, studioName: '晓岚职场课堂', isOwner: 0 });
    expect(home.slides.map((slide) => [slide.linkType, slide.linkId])).toEqual([
      [2, 1],
      [1, 1],
    ]);
    expect(home.columns.length).toBeGreaterThan(0);
    const lessons = await as(LEARNER, getStudioHomeLessonsFx, { studioId: 1, pageSize: 50 });
    expect(lessons.list.length).toBe(home.lessonCount);
    // Lesson 900 is seeded 已下架: not on the studio home.
    expect(lessons.list.some((lesson) => lesson.lessonId === 900)).toBe(false);

    const followed = await as(LEARNER, toggleFollowStudioFx, { studioId: 1 });
    const unfollowed = await as(LEARNER, toggleFollowStudioFx, { studioId: 1 });
    expect([followed.isFollowed, unfollowed.isFollowed]).toEqual([home.isFollowed ? 0 : 1, home.isFollowed]);
    expect(await failure(() => as(LEARNER, getStudioHomeFx, { studioId: 999 }))).toMatchObject({ code: 20 });
    expect(await failure(() => as(LECTURER, toggleFollowStudioFx, { studioId: 1 }))).toMatchObject({ code: 21 });
  });

  it("adds, edits, orders and deletes the lecturer's slides, which the studio home shows", async () => {
    const targets = await as(LECTURER, getSlideTargetsFx, { linkType: 1 });
    const lesson = targets.list[0];
    expect(lesson).toBeDefined();
    const image = 'data:image/jpeg;base64,AAAA';
    const { slideId } = await as(LECTURER, saveSlideFx, { image, title: '新课', linkType: 1, linkId: lesson?.id ?? 0 });
    await as(LECTURER, saveSlideFx, { slideId, image, title: '新课（改）', linkType: 1, linkId: lesson?.id ?? 0 });
    const slides = await as(LECTURER, getMySlidesFx, undefined);
    expect(slides.at(-1)).toMatchObject({ slideId, title: '新课（改）', linkName: lesson?.name });
    const reversed = slides.map((slide) => slide.slideId).reverse();
    await as(LECTURER, sortSlidesFx, { slideIds: reversed });
    const home = await as(LEARNER, getStudioHomeFx, { studioId: 1 });
    expect(home.slides.map((slide) => slide.slideId)).toEqual(reversed);
    await as(LECTURER, deleteSlideFx, { slideId });
    expect((await as(LECTURER, getMySlidesFx, undefined)).some((slide) => slide.slideId === slideId)).toBe(false);

    // Another studio's lesson, no title, or an unverified lecturer: refused with the reason.
    expect(
      await failure(() => as(LECTURER, saveSlideFx, { image, title: 'x', linkType: 1, linkId: 11 })),
    ).toMatchObject({
      code: 4,
    });
    expect(await failure(() => as(LECTURER, saveSlideFx, { image, title: ' ', linkType: 2, linkId: 1 }))).toMatchObject(
      {
        code: 3,
      },
    );
    expect(await failure(() => as(PENDING_LECTURER, getMySlidesFx, undefined))).toMatchObject({ code: 11 });
  });

  it('one state per lesson for both studio screens: 可上架课程 and 课程管理 read and write the same lessonState', async () => {
    const listing = await as(LECTURER, getListingLessonsFx, { pageSize: 50 });
    expect(listing.list[0]).toMatchObject({ lessonId: 900, lessonState: 3 });
    expect(await as(LECTURER, getListingDetailFx, { lessonId: 900 })).toMatchObject({
      canDistribut: 2,
      isExclusive: 0,
    });
    await as(LECTURER, setLessonStateFx, { lessonId: 900, lessonState: 2 });
    const shown = await as(LEARNER, getStudioHomeLessonsFx, { studioId: 1, pageSize: 50 });
    expect(shown.list.some((lesson) => lesson.lessonId === 900)).toBe(true);
    const own = await apiGet<Page<{ lessonId: number; lessonState: number }>>(
      '/api/ls/studio/lessonList',
      { pageSize: 50 },
      LECTURER,
    );
    expect(own.data.list.find((lesson) => lesson.lessonId === 900)?.lessonState).toBe(2);
    await as(LECTURER, setLessonStateFx, { lessonId: 1, lessonState: 3 });
    expect((await as(LECTURER, getStudioSummaryFx, undefined)).unlistedCount).toBe(1);
    // A published lesson never goes back to being a draft.
    const back = await apiPost('/api/ls/studio/lessonState', { lessonId: 1, lessonState: 1 }, LECTURER);
    expect(back.code).toBe(8);
  });

  it('已下架: absent from search, lists and the studio home, not for sale, and every buyer keeps it', async () => {
    getMockDb().purchases.add(`${LEARNER}:1:1`);
    const name = getMockDb().lessons.find((lesson) => lesson.lessonId === 1)?.lessonName ?? '';
    await as(LECTURER, setLessonStateFx, { lessonId: 1, lessonState: 3 });

    const found = await apiPost<Page<{ lessonId?: number }>>('/api/ls/keywords/findByKeywords', { keywords: name });
    expect(found.data.list.some((item) => item.lessonId === 1)).toBe(false);
    const newest = await apiGet<Page<{ lessonId: number }>>('/api/newhome/newestLessonList', { pageSize: 100 });
    expect(newest.data.list.some((lesson) => lesson.lessonId === 1)).toBe(false);
    const home = await as(LEARNER, getStudioHomeLessonsFx, { studioId: 1, pageSize: 50 });
    expect(home.list.some((lesson) => lesson.lessonId === 1)).toBe(false);
    expect((await apiGet('/api/lesson/webPage/newWxpay', { lessonId: 1 }, PENDING_LECTURER)).code).not.toBe(1);

    // The buyer: 学习, the lesson page's room detail (bought), the comments.
    const learning = await apiGet<Page<{ lessonId: number }>>('/api/ls/lesson/learnLessonList', { pageSize: 100 });
    expect(learning.data.list.some((lesson) => lesson.lessonId === 1)).toBe(true);
    const room = await apiGet<{ isBought: number }>('/api/ls/lesson/findStudioRoomDetail', {
      studioId: 1,
      lessonId: 1,
    });
    expect(room.data.isBought).toBe(1);
    expect((await apiGet('/api/comment/list', { lessonId: 1 })).code).toBe(1);
  });

  it('a draft cannot be bought, found or listed', async () => {
    const { data } = await apiPost<{ lessonId: number }>(
      '/api/ls/lesson/save',
      { lessonName: '草稿里的课', groupId: 1, price: 990, lessonState: 1 },
      LECTURER,
    );
    expect((await apiGet('/api/lesson/webPage/newWxpay', { lessonId: data.lessonId })).code).not.toBe(1);
    const found = await apiPost<Page<{ lessonId?: number }>>('/api/ls/keywords/findByKeywords', {
      keywords: '草稿里的课',
    });
    expect(found.data.list).toEqual([]);
    const listing = await as(LECTURER, getListingLessonsFx, { pageSize: 50 });
    expect(listing.list.find((lesson) => lesson.lessonId === data.lessonId)?.lessonState).toBe(1);
  });
});

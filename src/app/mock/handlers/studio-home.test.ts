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
  listLessonFx,
  saveSlideFx,
  sortSlidesFx,
  toggleFollowStudioFx,
} from '@/entities/studio';
import { $token, type ApiError } from '@/shared/api';
import { LEARNER, LECTURER, PENDING_LECTURER } from '../api-client.test-utils';
import { resetMockDb } from '../backend';

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
    // Lesson 5 is seeded as not listed: not on the studio home.
    expect(lessons.list.some((lesson) => lesson.lessonId === 5)).toBe(false);

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

  it('lists a lesson on the studio home and takes it off', async () => {
    const listing = await as(LECTURER, getListingLessonsFx, { pageSize: 50 });
    expect(listing.list[0]).toMatchObject({ lessonId: 5, listed: 0 });
    expect(await as(LECTURER, getListingDetailFx, { lessonId: 5 })).toMatchObject({ canDistribut: 2, isExclusive: 0 });
    await as(LECTURER, listLessonFx, { lessonId: 5, listed: 1 });
    const shown = await as(LEARNER, getStudioHomeLessonsFx, { studioId: 1, pageSize: 50 });
    expect(shown.list.some((lesson) => lesson.lessonId === 5)).toBe(true);
    await as(LECTURER, listLessonFx, { lessonId: 1, listed: 0 });
    expect((await as(LECTURER, getStudioSummaryFx, undefined)).unlistedCount).toBe(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { Browser, Page } from 'playwright-core';
import {
  collectErrors,
  DEMO_TOKENS,
  goToHash,
  launchChromium,
  openAsLearner,
  openWithToken,
  resetMock,
  screenshot,
} from './support.test-utils';

/**
 * The studio home and its slides. Seed facts (src/app/mock/db/studio-home.ts, withdrawn.ts): studio 1 (林晓岚, the verified
 * lecturer) has two slides and its lesson 900 已下架; the learner (李小雨) does not follow studio 1.
 */
const SLIDE_TITLE = '端到端新轮播图';
/** A 1000×600 picture: the form crops its centre to 2.5:1. */
const PICTURE = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="600"><rect width="1000" height="600" fill="#2f6fde"/>' +
    '<circle cx="500" cy="300" r="150" fill="#ffd43b"/></svg>',
);

/** At 200 % text nothing is wider than the phone; a screenshot of the top and, given `below`, of that part. */
async function atDoubleText(page: Page, name: string, below?: string): Promise<void> {
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, name);
  if (below) {
    await page.getByRole('heading', { name: below }).scrollIntoViewIfNeeded();
    await screenshot(page, `${name}-below`);
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '';
  });
}

describe('studio home and slides', () => {
  let browser: Browser;
  let chosenLesson = '';

  beforeAll(async () => {
    await resetMock();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('the verified lecturer adds a slide that opens one of their lessons', async () => {
    const page = await openWithToken(browser, DEMO_TOKENS.verifiedLecturer, '/mine/liveroom/mine');
    const errors = collectErrors(page);
    await page.locator('[data-page="liveroom-mine"]').waitFor();
    await page.getByText('已认证').waitFor();
    await screenshot(page, 'studio-hub', true);
    await atDoubleText(page, 'studio-hub-text-200', '直播间设置');

    await page.getByRole('link', { name: /^轮播图/ }).click();
    await page.locator('[data-page="slide-index"]').waitFor();
    await page.getByText('2. 高效沟通的底层逻辑').waitFor();
    expect(await page.locator('.slide-row').count()).toBe(2);
    await page.getByRole('link', { name: '新建轮播图' }).click();
    await page.locator('[data-page="slide-add"]').waitFor();

    // Nothing filled: each field says what it needs, and the first one (the picture) has focus.
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('请上传轮播图图片').waitFor();
    await page.getByText('请填写标题').waitFor();
    await page.getByText('请选择轮播图打开的课程或专栏').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('slide-image');
    await screenshot(page, 'slide-form-errors', true);

    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'slide.svg', mimeType: 'image/svg+xml', buffer: PICTURE });
    await page.getByRole('img', { name: '轮播图预览' }).waitFor();
    await page.getByLabel('标题').fill(SLIDE_TITLE);
    await page.getByRole('link', { name: '选择课程' }).click();
    await page.locator('[data-page="slide-choose"]').waitFor();
    const first = page.locator('.slide-choose__item').first();
    chosenLesson = (await first.locator('.slide-choose__name').textContent()) ?? '';
    await screenshot(page, 'slide-choose');
    await first.click();

    // Back on the form with everything typed and the lesson chosen.
    await page.locator('[data-page="slide-add"]').waitFor();
    await page.getByText(`课程：${chosenLesson}`).waitFor();
    expect(await page.getByLabel('标题').inputValue()).toBe(SLIDE_TITLE);
    await screenshot(page, 'slide-form-filled', true);
    await atDoubleText(page, 'slide-form-text-200');
    await page.getByRole('button', { name: '保存' }).click();
    await page.locator('[data-page="slide-index"]').waitFor();
    await page.getByText(`3. ${SLIDE_TITLE}`).waitFor();
    await screenshot(page, 'slide-index', true);

    // 可上架课程: lesson 900 (高情商拒绝的艺术（旧版）) is 已下架 (the same state 课程管理 shows); 上架 → 确认课程信息 → 确认上架 puts it on sale.
    await page.goBack();
    await page.locator('[data-page="liveroom-mine"]').waitFor();
    await page.getByRole('link', { name: /^可上架课程/ }).click();
    const row = page.locator('.listing-row', { hasText: '高情商拒绝的艺术（旧版）' });
    await row.getByText('已下架', { exact: true }).waitFor();
    await page.getByRole('link', { name: '上架 高情商拒绝的艺术（旧版）' }).click();
    await page.locator('[data-page="liveroom-extension"]').waitFor();
    await page.getByText('不参与推广').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'liveroom-extension', true);
    await page.getByRole('button', { name: '确认上架' }).click();
    await page.locator('[data-page="liveroom-index"]').waitFor();
    await page.getByRole('button', { name: '下架 高情商拒绝的艺术（旧版）' }).waitFor();
    await row.getByText('已上架', { exact: true }).waitFor();
    await screenshot(page, 'liveroom-index');
    // 课程管理 reads the same state.
    await goToHash(page, '/mine/lesson/index');
    await page.locator('[data-lesson-id="900"]').getByText('已上架', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a learner sees the slide on the studio home, follows, unfollows and opens a lesson', async () => {
    const page = await openAsLearner(browser, '#/mine/liveroom/home/1');
    const errors = collectErrors(page);
    await page.locator('[data-page="liveroom-home"]').waitFor();
    const slide = page.getByRole('link', { name: new RegExp(`^${SLIDE_TITLE}`) });
    await slide.waitFor();
    expect(await slide.getAttribute('href')).toMatch(/^#\/lesson\/play\/\d+$/);
    await page.getByRole('heading', { name: /^专栏/ }).waitFor();
    await page.getByRole('heading', { name: /^课程/ }).waitFor();
    await page.getByRole('list', { name: '课程' }).getByRole('link').first().waitFor();
    await screenshot(page, 'studio-home', true);

    const fans = async () => Number(/(\d+) 人关注/.exec((await page.getByText(/人关注$/).textContent()) ?? '')?.[1]);
    const before = await fans();
    await page.getByRole('button', { name: '+ 关注' }).click();
    await page.getByRole('button', { name: '已关注' }).waitFor();
    expect(await page.getByRole('button', { name: '已关注' }).getAttribute('aria-pressed')).toBe('true');
    expect(await fans()).toBe(before + 1);
    await page.getByRole('button', { name: '已关注' }).click();
    await page.getByRole('button', { name: '+ 关注' }).waitFor();
    expect(await fans()).toBe(before);
    await atDoubleText(page, 'studio-home-text-200', '讲师介绍');

    await page.getByRole('list', { name: '课程' }).getByRole('link').first().click();
    await page.locator('[data-page="lesson-play"]').waitFor();
    expect(new URL(page.url()).hash).toMatch(/^#\/lesson\/play\/\d+$/);

    // Not a lecturer: the hub sends them to 讲师入驻.
    await page.evaluate(() => {
      window.location.hash = '#/mine/liveroom/mine';
    });
    await page.waitForURL((url) => url.hash === '#/mine/join/index');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("an unknown studio says so, with 重试 and a way home; an unverified lecturer's hub says what is locked", async () => {
    const page = await openAsLearner(browser, '#/mine/liveroom/home/999');
    await page.getByText('直播间不存在').waitFor();
    await page.getByRole('button', { name: '重试' }).waitFor();
    await page.getByRole('link', { name: '去首页看看' }).waitFor();
    await screenshot(page, 'studio-home-missing');
    await page.context().close();

    // The lecturer who is not verified sees why 课程管理 and the others are locked, and where to verify.
    const pending = await openWithToken(browser, DEMO_TOKENS.lecturer, '/mine/liveroom/mine');
    await pending.getByText('未认证').waitFor();
    await pending.getByText(/完成实名认证后才能管理课程/).waitFor();
    const locked = pending.getByRole('link', { name: /^课程管理/ });
    expect(await locked.getAttribute('href')).toBe('#/mine/liveroom/authenticate/1');
    await screenshot(pending, 'studio-hub-unverified', true);
    await pending.context().close();
  });
});

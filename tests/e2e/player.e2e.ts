import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { Browser, Page } from 'playwright-core';
import {
  baseUrl,
  collectErrors,
  DEMO_TOKENS,
  launchChromium,
  openAsLearner,
  phonePage,
  resetMock,
  screenshot,
} from './support.test-utils';

/**
 * The learner buys lesson 40 (商务英语邮件写作, a recorded audio lesson, ¥14.90: the preselected ¥50 lesson coupon
 * covers it, so no cashier opens), its 试听 becomes the full player, it is on 学习's list, it plays, keeps playing in the mini-player on the
 * home screen, continues on the lesson page at the same position and resumes there after a reload.
 */
const LESSON = { hash: '#/lesson/play/40', name: '商务英语邮件写作' };

/** The app's one media element (it lives in a hidden holder while no page shows it). */
function mediaTime(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelector('audio')?.currentTime ?? -1);
}

async function timeAbove(page: Page, seconds: number): Promise<number> {
  await page.waitForFunction((min) => (document.querySelector('audio')?.currentTime ?? 0) > min, seconds, {
    timeout: 15_000,
  });
  return mediaTime(page);
}

describe('the player (learner, 375 px)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
    await resetMock();
  });
  afterAll(() => browser.close());

  it('buy → the page plays it → mini-player on home keeps playing → back at the same position → reload resumes', async () => {
    const page = await openAsLearner(browser, LESSON.hash);
    const errors = collectErrors(page);
    await page.getByRole('heading', { name: LESSON.name }).waitFor();
    // Not bought: the sample, and nothing plays by itself.
    const sample = page.getByRole('region', { name: '试听' });
    await sample.waitFor();
    expect(await sample.getByRole('button', { name: '播放' }).count()).toBe(1);

    const bar = page.getByRole('region', { name: '课程操作' });
    await bar.getByRole('button', { name: '购买 ¥0.00' }).click();
    await bar.getByRole('link', { name: '开始学习' }).waitFor();
    // 试听 did not vanish: it became the whole lesson's player.
    const player = page.getByRole('region', { name: '收听课程' });
    await player.waitFor();
    expect(await sample.count()).toBe(0);
    expect(await mediaTime(page)).toBe(0);
    expect(await page.evaluate(() => document.querySelector('audio')?.paused)).toBe(true);

    // 学习: the lesson just bought is on the learner's list, not started yet; it opens the lesson page again.
    await page.evaluate(() => {
      window.location.hash = '#/study/index';
    });
    const row = page.locator('[data-page="study-index"]').getByRole('link', { name: new RegExp(LESSON.name) });
    await row.first().waitFor();
    await screenshot(page, 'player-study-list');
    await row.first().click();
    await page.waitForURL((url) => url.hash === LESSON.hash);
    await player.waitFor();

    await bar.getByRole('link', { name: '开始学习' }).click();
    await player.getByRole('button', { name: '暂停' }).waitFor();
    const playedOnPage = await timeAbove(page, 2);
    const slider = player.getByRole('slider', { name: '播放进度' });
    expect(await slider.getAttribute('aria-valuetext')).toMatch(/^\d+秒，共30秒$/);
    await screenshot(page, 'player-lesson');

    // Home: the mini-player shows above the tab bar and time keeps advancing.
    await page.evaluate(() => {
      window.location.hash = '#/index/';
    });
    const mini = page.getByRole('region', { name: '正在播放' });
    await mini.waitFor();
    await mini.getByText(LESSON.name).waitFor();
    await mini.getByRole('button', { name: '暂停' }).waitFor();
    const onHome = await timeAbove(page, playedOnPage + 1.5);
    await screenshot(page, 'player-mini-home');

    // Tap it: the lesson again, at the same position (playback was never interrupted).
    await mini.getByRole('link').click();
    await page.waitForURL((url) => url.hash === LESSON.hash);
    await page.getByRole('region', { name: '收听课程' }).getByRole('button', { name: '暂停' }).waitFor();
    expect(await mini.count()).toBe(0);
    const back = await mediaTime(page);
    expect(back).toBeGreaterThanOrEqual(onHome);
    expect(back).toBeLessThan(onHome + 3);

    // Pause (reported to the server and kept on this device), reload: the lesson resumes near that position.
    await player.getByRole('button', { name: '暂停' }).click();
    await player.getByRole('button', { name: '播放' }).waitFor();
    const stoppedAt = await mediaTime(page);
    await page.reload();
    await page.getByRole('region', { name: '收听课程' }).waitFor();
    await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 0);
    const resumed = await mediaTime(page);
    expect(Math.abs(resumed - stoppedAt)).toBeLessThan(1.5);
    expect(await page.evaluate(() => document.querySelector('audio')?.paused)).toBe(true);

    await page.addStyleTag({ content: 'html{font-size:200%}' });
    await page.getByRole('region', { name: '收听课程' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'player-lesson-200');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a free video lesson plays inline in the page, with its picture', async () => {
    // Lesson 39 (情绪急救箱：三分钟平复心情) is a free video lesson.
    const page = await openAsLearner(browser, '#/lesson/play/39');
    const player = page.getByRole('region', { name: '免费观看' });
    await player.getByRole('button', { name: '播放' }).click();
    await player.getByRole('button', { name: '暂停' }).waitFor();
    await page.waitForFunction(() => {
      const video = document.querySelector('.wk-player video') as HTMLVideoElement | null;
      return video !== null && video.currentTime > 1.5 && video.videoWidth > 0;
    });
    await player.scrollIntoViewIfNeeded();
    await screenshot(page, 'player-video');
    await page.close();
  });

  it('a broken media address shows why with 重试, never a dead button', async () => {
    // Lesson 31's whole recording is missing on the mock's static host; the learner owns it through a ¥0.00 buy.
    await resetMock();
    const page = await openAsLearner(browser, '#/lesson/play/31');
    await page.getByRole('region', { name: '课程操作' }).getByRole('button', { name: '购买 ¥0.00' }).click();
    const player = page.getByRole('region', { name: '收听课程' });
    await player.getByRole('alert').filter({ hasText: '播放地址已失效或无法打开' }).waitFor();
    await player.getByRole('button', { name: '重试' }).click();
    await player.getByRole('alert').filter({ hasText: '播放地址已失效或无法打开' }).waitFor();
    await screenshot(page, 'player-error');
    expect(page.url()).toContain(`${baseUrl()}/`);
    await page.close();
  });

  it('定时关闭: after the chosen minutes the audio fades out and pauses; the next lesson does not start', async () => {
    await resetMock();
    const page = await phonePage(browser);
    const errors = collectErrors(page);
    // A test clock: time runs as usual until the test jumps it forward.
    await page.clock.install();
    await page.goto(`${baseUrl()}/?token=${DEMO_TOKENS.learner}#/lesson/play/40`);
    const bar = page.getByRole('region', { name: '课程操作' });
    await bar.getByRole('button', { name: '购买 ¥0.00' }).click();
    await bar.getByRole('link', { name: '开始学习' }).click();
    const player = page.getByRole('region', { name: '收听课程' });
    await player.getByRole('button', { name: '暂停' }).waitFor();
    await timeAbove(page, 1);

    await player.getByLabel('定时关闭').selectOption({ label: '15 分钟' });
    await player
      .getByRole('timer')
      .filter({ hasText: /^1[45]:\d\d 后停止$/ })
      .waitFor();
    await screenshot(page, 'player-sleep-timer');
    // Past the 15 minutes (the fade begins), then past the fade: paused, where the fade began.
    await page.clock.fastForward('15:01');
    const fadeStart = await mediaTime(page);
    await page.clock.fastForward(6000);
    await player.getByRole('button', { name: '播放' }).waitFor();
    expect(await page.evaluate(() => document.querySelector('audio')?.paused)).toBe(true);
    expect(await page.evaluate(() => document.querySelector('audio')?.volume)).toBe(1);
    expect(Math.abs((await mediaTime(page)) - fadeStart)).toBeLessThan(1.5);
    expect(await player.getByRole('timer').count()).toBe(0);
    expect(await player.getByLabel('定时关闭').inputValue()).toBe('off');
    expect(page.url()).toContain('#/lesson/play/40');
    expect(errors).toEqual([]);
    await page.close();
  });
});

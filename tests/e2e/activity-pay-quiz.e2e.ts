import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { Browser, Page } from 'playwright-core';
import {
  baseUrl,
  collectErrors,
  launchChromium,
  phonePage,
  pickIdentity,
  resetMock,
  screenshot,
} from './support.test-utils';

const PAID_PAPER = '#/activity/pay/index?paperId=2';

/** A first-time visitor from a shared link: the full login, then the intro (the learner already owns paper 2). */
async function openAsNewVisitor(browser: Browser): Promise<Page> {
  const page = await phonePage(browser);
  // The phone's user agent is WeChat's; the simulated cashier stands in for the real one.
  await page.addInitScript(() => localStorage.setItem('wkt:bridge', 'simulated'));
  await page.goto(`${baseUrl()}/?from=singlemessage${PAID_PAPER}`);
  await pickIdentity(page, '新访客');
  await page.waitForURL((url) => !url.searchParams.has('token') && url.hash === PAID_PAPER);
  return page;
}

async function noWiderThanThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

async function answer(page: Page, options: string[], next: '下一题' | '提交答案' = '下一题') {
  for (const option of options) await page.getByLabel(option, { exact: true }).check();
  await page.getByRole('button', { name: next }).click();
}

describe('付费测评 at 375 px', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
    await resetMock();
  });
  afterAll(() => browser.close());

  it('pays for the paper, confirms, answers every question and shows both results', async () => {
    const page = await openAsNewVisitor(browser);
    const errors = collectErrors(page);
    await page.getByRole('heading', { name: '亲子关系趣味测评：你是哪种类型的父母？' }).waitFor();
    const buy = page.getByRole('button', { name: '支付 ¥9.90 开始测试' });
    await buy.waitFor();
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    await noWiderThanThePhone(page);
    await screenshot(page, 'pay-quiz-intro');

    await buy.click();
    const sheet = page.getByRole('dialog', { name: '模拟微信支付' });
    await sheet.waitFor();
    await expect(sheet.getByText('¥9.90').isVisible()).resolves.toBe(true);
    await screenshot(page, 'pay-quiz-pay-sheet');
    await sheet.getByRole('button', { name: '支付' }).click();

    // The cashier's "paid" is not enough: the page asks the server first.
    const confirming = page.getByRole('status').filter({ hasText: '支付确认中' });
    await confirming.waitFor();
    await screenshot(page, 'pay-quiz-confirming');

    await page.locator('[data-page="pay-quiz-question"]').waitFor();
    expect(new URL(page.url()).hash).toBe('#/activity/pay/question?paperId=2');
    await page.getByRole('progressbar', { name: '答题进度' }).waitFor();
    await expect(page.getByText('1/4').isVisible()).resolves.toBe(true);

    // Moving on without an answer is refused with a message.
    await page.getByRole('button', { name: '下一题' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('请先选择一个答案，再进入下一题');
    await answer(page, ['鼓励他自己站起来']);
    await page.getByText('2/4').waitFor();
    await page.getByLabel('陪着一起写', { exact: true }).check();
    await page.getByLabel('约定时间自己安排', { exact: true }).check();
    await noWiderThanThePhone(page);
    await screenshot(page, 'pay-quiz-question-multiple');
    // At 200 % text the question still fits the phone's width.
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    await noWiderThanThePhone(page);
    await screenshot(page, 'pay-quiz-question-200');
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '';
    });
    await page.getByRole('button', { name: '下一题' }).click();
    await page.getByText('3/4').waitFor();

    // A reload (WeChat drops pages in the background) comes back to the same question with the answers kept.
    await page.reload();
    await page.getByText('3/4').waitFor();
    await page.getByRole('button', { name: '上一题' }).click();
    await expect(page.getByLabel('约定时间自己安排', { exact: true }).isChecked()).resolves.toBe(true);
    await page.getByRole('button', { name: '下一题' }).click();

    await answer(page, ['户外活动']);
    await answer(page, ['听听他的理由'], '提交答案');

    // 3 + (2 + 3) + 3 + 3 = 14 points: 引导型父母 (11–17).
    await page.getByRole('heading', { name: '引导型父母' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#/activity/pay/amuseResult?paperId=2');
    await expect(page.getByText('得分 14 / 15').isVisible()).resolves.toBe(true);
    await page.waitForTimeout(900);
    await noWiderThanThePhone(page);
    await screenshot(page, 'pay-quiz-amuse-result');

    await page.getByRole('link', { name: '查看专业解读' }).click();
    await page.getByRole('heading', { name: '逐题得分' }).waitFor();
    await noWiderThanThePhone(page);
    await screenshot(page, 'pay-quiz-major-result');

    await page.getByRole('link', { name: '查看我的答案' }).click();
    await page.locator('[data-page="pay-quiz-answer"]').waitFor();
    await expect(page.getByText('陪着一起写、约定时间自己安排').isVisible()).resolves.toBe(true);
    await screenshot(page, 'pay-quiz-answers');
    expect(errors).toEqual([]);
  });
});

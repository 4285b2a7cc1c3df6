import { describe, expect, it } from '@rstest/core';
import type { Page } from 'playwright-core';
import { goToHash, learnerPageForAll, screenshot } from './support.test-utils';

/**
 * Help, invite, topics and the open pages as the demo learner (user 1, 李小雨) at 375 px: the FAQ opens its answers,
 * the complaint form says what is missing and then sends, the invite poster is a real image, a topic opens, and the
 * open pages handle their links. Each screen is photographed at normal and at 200 % text size.
 */
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('help, invite, topics and open pages', () => {
  let page: Page;
  let errors: string[];
  learnerPageForAll('#/help/question', (session) => {
    ({ page, errors } = session);
  });

  it('常见问题: a question opens its answer', async () => {
    const question = page.getByRole('button', { name: '如何购买课程？' });
    await question.waitFor();
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    await question.click();
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    await page.getByText('在微信支付中完成付款即可').waitFor();
    await screenshot(page, 'help-question');
  });

  it('投诉: says what is missing, then sends the complaint with an image', async () => {
    await page.getByRole('link', { name: '投诉与反馈' }).click();
    await page.locator('[data-page="help-report"]').waitFor();
    await page.getByRole('button', { name: '提交' }).click();
    await page.getByText('请选择投诉原因').waitFor();
    await page.getByText('请填写投诉内容').waitFor();
    await page.getByLabel('联系方式').fill('12345');
    await page.getByText('请填写正确的手机号（11 位）').waitFor();
    await screenshot(page, 'help-report-errors', true);

    await page.getByLabel('音视频无法播放').check();
    await page.getByLabel('投诉内容').fill('第三节课的音频一直加载不出来，换了网络也一样。');
    await page.getByText('23/500').waitFor();
    await page.locator('input[type=file]').setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: PNG_1PX });
    await page.getByRole('img', { name: '已选图片 1' }).waitFor();
    await page.getByLabel('联系方式').fill('13800138000');
    expect(await page.getByText('请选择投诉原因').count()).toBe(0);
    await screenshot(page, 'help-report-filled', true);
    await page.getByRole('button', { name: '提交' }).click();
    await page.getByRole('heading', { name: '提交成功' }).waitFor();
    await screenshot(page, 'help-report-sent');
  });

  it('邀请有礼: the campaign, then the poster as a long-pressable image of real size', async () => {
    await goToHash(page, '/invite/index');
    await page.getByRole('heading', { name: '邀请好友听好课' }).waitFor();
    await screenshot(page, 'invite-index', true);
    await page.getByRole('link', { name: '生成我的邀请卡' }).click();
    const poster = page.getByRole('img', { name: '我的邀请卡（含邀请二维码）' });
    await poster.waitFor();
    expect(await poster.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    expect(await poster.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await page.getByText('长按图片保存').waitFor();
    await screenshot(page, 'invite-card', true);

    await goToHash(page, '/invite/share');
    const link = await page.getByRole('textbox', { name: '我的邀请链接' }).inputValue();
    expect(link).not.toContain('token');
    expect(new URL(link).searchParams.get('s')).toBe('1');
    await screenshot(page, 'invite-share', true);
  });

  it('专题: the list opens a topic with its lessons', async () => {
    await goToHash(page, '/topic/list');
    await page.getByRole('link', { name: /新年充电计划/ }).click();
    await page.getByRole('heading', { level: 1, name: '新年充电计划' }).waitFor();
    await page.getByRole('heading', { name: /专题课程（5）/ }).waitFor();
    await screenshot(page, 'topic-detail', true);
    await goToHash(page, '/topic/list');
    await screenshot(page, 'topic-list');
  });

  it('open pages: a bad pay link says why and leads home; a good one shows the price; auth returns', async () => {
    await goToHash(page, '/open/pay/order?type=lesson&id=abc');
    await page.getByText('链接无效').waitFor();
    await page.getByText(/链接里的商品编号有误/).waitFor();
    await screenshot(page, 'open-pay-bad-link');
    await goToHash(page, '/open/pay/order?type=lesson&id=8');
    await page.getByRole('heading', { name: '职场英语：开口就能用的 100 句' }).waitFor();
    await page.getByText('¥19.90').waitFor();
    await page.getByRole('button', { name: '微信支付' }).waitFor();
    await screenshot(page, 'open-pay-order');
    await goToHash(page, '/open/pay/order?type=lesson&id=x');
    await page.getByRole('button', { name: '回到首页' }).click();
    await page.locator('[data-page="index"]').waitFor();

    await goToHash(page, '/open/auth/userInfo?redirect=/topic/list');
    await page.waitForURL((url) => url.hash === '#/topic/list');
  });

  it('stays readable at 200 % text', async () => {
    await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
    for (const [hash, name] of [
      ['/help/question', 'help-question'],
      ['/help/report', 'help-report'],
      ['/invite/index', 'invite-index'],
      ['/invite/card', 'invite-card'],
      ['/invite/share', 'invite-share'],
      ['/topic/4', 'topic-detail'],
      ['/open/pay/order?type=channel&id=1', 'open-pay-order'],
    ] as const) {
      await goToHash(page, hash);
      await page.locator(`[data-page="${name}"]`).waitFor();
      await page.waitForLoadState('networkidle');
      // Every element of the page within the phone's width (the body may clip what sticks out, so ask each).
      const overflowing = await page.evaluate(() =>
        [...document.querySelectorAll('[data-page] *')]
          .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
          .map((el) => `${el.tagName.toLowerCase()}.${el.className}`)
          .slice(0, 3),
      );
      expect({ name, overflowing }).toEqual({ name, overflowing: [] });
      await screenshot(page, `${name}-200`, true);
    }
    expect(errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
  });
});

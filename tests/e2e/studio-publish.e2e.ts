import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { Browser, Page } from 'playwright-core';
import {
  collectErrors,
  DEMO_TOKENS,
  goToHash,
  launchChromium,
  openAsLearner,
  openWithToken,
  pickIdentity,
  resetMock,
  screenshot,
} from './support.test-utils';

/**
 * The verified lecturer (user 3, 林晓岚, studio 1) publishes a column with a paid audio lesson (cover, content,
 * recording); a learner finds it in search and buys it; a session expiry in the middle of an edit loses nothing.
 * Every studio screen is photographed at 375 px and at 200 % text.
 */
const COLUMN = '数据思维训练营';
const LESSON = '用数据讲故事';
const RENAMED = '用数据讲故事（第二版）';

/** A screenshot as it is, and one with the text at 200 %. */
async function shots(page: Page, name: string): Promise<void> {
  // From the top: a full-page shot of a scrolled page would draw the sticky header in the middle.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `studio-${name}`, true);
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.id = 'e2e-big-text';
    style.textContent = 'html{font-size:200%}';
    document.head.append(style);
  });
  await screenshot(page, `studio-${name}-200`, true);
  await page.evaluate(() => document.getElementById('e2e-big-text')?.remove());
}

/** A square PNG drawn in the page: the cover must come out at 16:9. */
async function pngFile(page: Page) {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 600;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#2b6cb0';
    context.fillRect(0, 0, 600, 600);
    context.fillStyle = '#f6e05e';
    context.fillRect(150, 150, 300, 300);
    return canvas.toDataURL('image/png');
  });
  return { name: 'cover.png', mimeType: 'image/png', buffer: Buffer.from(dataUrl.split(',')[1] ?? '', 'base64') };
}

/** One second of silent 8 kHz mono WAV. */
function wavFile() {
  const samples = 8000;
  const buffer = Buffer.alloc(44 + samples);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + samples, 4);
  buffer.write('WAVEfmt ', 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(8000, 24);
  buffer.writeUInt32LE(8000, 28);
  buffer.writeUInt16LE(1, 32);
  buffer.writeUInt16LE(8, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(samples, 40);
  buffer.fill(128, 44);
  return { name: '第一课.wav', mimeType: 'audio/wav', buffer };
}

function lessonRow(page: Page, name: string) {
  return page.locator('[data-lesson-id]').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

describe('studio: publish a column lesson, a learner buys it', () => {
  let browser: Browser;
  beforeAll(async () => {
    await resetMock();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates a column and a paid audio lesson with cover, content and media, publishes it; a learner finds and buys it', async () => {
    const page = await openWithToken(browser, DEMO_TOKENS.verifiedLecturer, '/mine/channel/index');
    const errors = collectErrors(page);
    await page.locator('[data-page="channel-index"] [data-cate-id]').first().waitFor();
    await shots(page, 'channel-index');

    // A column: the first save attempt shows the messages next to the fields and focuses the first.
    await page.getByRole('link', { name: '新建专栏' }).click();
    await page.locator('[data-page="channel-add"] form').waitFor();
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('请填写专栏名称').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('column-cateName');
    await shots(page, 'channel-add-errors');
    await page.getByLabel('专栏名称').fill(COLUMN);
    await page.getByLabel('专栏分类').selectOption({ index: 1 });
    await page.getByLabel('专栏价格（元）').fill('199');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('专栏已保存', { exact: false }).waitFor();
    const column = page.locator('[data-cate-id]').filter({ hasText: COLUMN });
    const cateId = Number(await column.getAttribute('data-cate-id'));
    expect(cateId).toBeGreaterThan(0);

    // Its lesson: the column is fixed; a double tap on 保存 makes one lesson.
    await column.getByRole('link', { name: '添加课程' }).click();
    await page.locator('[data-page="channel-lesson-add"] form').waitFor();
    expect(await page.getByText(COLUMN, { exact: true }).count()).toBe(1);
    await page.getByLabel('课程名称').fill(LESSON);
    await page.getByLabel('课程分类').selectOption({ index: 1 });
    await page.getByLabel('简介').fill('把枯燥的数字讲成让人记住的故事。');
    await page.locator('#lesson-cover').setInputFiles(await pngFile(page));
    const cover = page.getByRole('img', { name: '封面（自动裁成 16:9）预览' });
    await cover.waitFor();
    await expect
      .poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth / image.naturalHeight))
      .toBeCloseTo(16 / 9, 1);
    await page.locator('#lesson-media').setInputFiles(wavFile());
    await page.getByText('第一课.wav').waitFor();
    await page.getByLabel('价格（元）').fill('99');
    await shots(page, 'channel-lesson-add');
    await page.getByRole('button', { name: '保存' }).dblclick();
    await page.getByText('课程已保存', { exact: false }).waitFor();
    await page.locator('[data-page="studio-lesson-index"]').waitFor();
    const row = lessonRow(page, LESSON);
    await row.waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.getByText('草稿', { exact: true }).count()).toBe(1);
    await shots(page, 'lesson-index');

    // Content through the editor.
    await row.getByRole('link', { name: '介绍' }).click();
    await page.locator('[data-page="studio-lesson-content"] form').waitFor();
    // The rich-text editor (Tiptap, loaded lazily): write once it has taken over from the text area.
    const editor = page.locator('[data-page="studio-lesson-content"] [contenteditable="true"]');
    await editor.waitFor();
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('第一步：找到数据里的冲突。');
    await page.keyboard.press('Enter');
    await page.keyboard.type('第二步：用一个人的故事讲出来。');
    // Leaving with unsaved changes asks first; 继续编辑 stays with everything typed.
    await page.getByRole('button', { name: '返回' }).click();
    const ask = page.getByRole('alertdialog', { name: '还没有保存' });
    await ask.waitFor();
    await shots(page, 'leave-confirm');
    await ask.getByRole('button', { name: '继续编辑' }).click();
    await expect.poll(() => editor.textContent(), { timeout: 5000 }).toContain('第二步');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByRole('status').filter({ hasText: '已保存' }).waitFor();
    await shots(page, 'lesson-content');

    // Courseware screen (empty, with its add button), then publish from the list.
    await goToHash(page, `/mine/lesson/index?cateId=${cateId}`);
    await lessonRow(page, LESSON).getByRole('link', { name: '课件' }).click();
    await page.locator('[data-page="studio-lesson-ware"]').getByText('还没有课件。').waitFor();
    await shots(page, 'lesson-ware');
    // Two pages, uploaded in the order picked; the second moved up, the (now second) first deleted, saved.
    const first = await pngFile(page);
    await page.locator('#ware-files').setInputFiles([first, { ...first, name: 'page-2.png' }]);
    const pages = page.getByRole('list', { name: '课件页（按顺序）' }).getByRole('img');
    await expect.poll(() => pages.count()).toBe(2);
    await page.getByRole('button', { name: '保存课件' }).and(page.locator(':not([disabled])')).waitFor();
    const sources = async () => pages.evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    const [one, two] = await sources();
    await page.getByRole('button', { name: '第 2 页上移' }).click();
    expect(await sources()).toEqual([two, one]);
    await shots(page, 'lesson-ware-pages');
    await page.getByRole('button', { name: '删除第 2 页' }).click();
    await page.getByRole('button', { name: '保存课件' }).click();
    await page.getByRole('status').filter({ hasText: '课件已保存' }).waitFor();
    await page.reload();
    await expect.poll(sources).toEqual([two]);
    await goToHash(page, `/mine/lesson/index?cateId=${cateId}`);
    await lessonRow(page, LESSON)
      .getByRole('button', { name: `发布：${LESSON}` })
      .click();
    await lessonRow(page, LESSON).getByText('已上架', { exact: true }).waitFor();
    const lessonId = Number(await lessonRow(page, LESSON).getAttribute('data-lesson-id'));

    // The other screens, as they open.
    for (const [hash, name] of [
      [`/mine/channel/edit/${cateId}`, 'channel-edit'],
      [`/mine/channel/content/${cateId}`, 'channel-content'],
      ['/mine/lesson/add', 'studio-lesson-add'],
      [`/mine/lesson/${lessonId}/edit`, 'studio-lesson-edit'],
    ] as const) {
      await goToHash(page, hash);
      await page.locator(`[data-page="${name}"] form`).waitFor();
      await shots(page, name);
    }
    expect(await page.getByLabel('课程名称').inputValue()).toBe(LESSON);
    expect(errors).toEqual([]);
    await page.context().close();

    // A learner finds it in search and buys it.
    const learner = await openAsLearner(browser, '#/index/search');
    await learner.getByLabel('搜索课程').fill('数据讲故事');
    await learner.getByLabel('搜索课程').press('Enter');
    const results = learner.getByRole('list', { name: '“数据讲故事”的搜索结果' });
    await results
      .getByRole('link', { name: new RegExp(LESSON) })
      .first()
      .click();
    await learner.getByRole('heading', { name: LESSON }).first().waitFor();
    const bar = learner.getByRole('region', { name: '课程操作' });
    const buy = bar.getByRole('button', { name: /^购买 ¥/ });
    await buy.waitFor();
    await expect.poll(() => buy.getAttribute('aria-busy')).toBeNull();
    await buy.click();
    const cashier = learner.getByRole('dialog', { name: '模拟微信支付' });
    await cashier.getByRole('button', { name: '支付' }).click();
    await learner.getByText('已购买', { exact: true }).waitFor();
    await bar.getByRole('link', { name: '开始学习' }).waitFor();
    await screenshot(learner, 'studio-learner-bought');
    await learner.context().close();
  });

  it('a session expiry while editing a lesson goes through login and back to the form with everything typed', async () => {
    const page = await openWithToken(browser, DEMO_TOKENS.verifiedLecturer, '/mine/channel/index');
    await page
      .locator('[data-cate-id]')
      .filter({ hasText: COLUMN })
      .getByRole('link', { name: '课程', exact: true })
      .click();
    const row = lessonRow(page, LESSON);
    await row.getByRole('link', { name: '编辑' }).click();
    await page.locator('[data-page="channel-lesson-edit"] form').waitFor();
    const name = page.getByLabel('课程名称');
    await expect.poll(() => name.inputValue()).toBe(LESSON);
    await name.fill(RENAMED);
    await page.getByLabel('价格（元）').fill('88.8');
    await shots(page, 'channel-lesson-edit');

    let expired = false;
    await page.route('**/api/ls/lesson/save**', async (route) => {
      if (expired) return route.continue();
      expired = true;
      await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: 1000, msg: '请先登录' }) });
    });
    await page.getByRole('button', { name: '保存' }).click();
    await pickIdentity(page, '讲师（已实名）');
    await page.locator('[data-page="channel-lesson-edit"] form').waitFor();
    await expect.poll(() => page.getByLabel('课程名称').inputValue(), { timeout: 10_000 }).toBe(RENAMED);
    expect(await page.getByLabel('价格（元）').inputValue()).toBe('88.8');
    await screenshot(page, 'studio-edit-restored-after-login');

    await page.getByRole('button', { name: '保存' }).click();
    await lessonRow(page, RENAMED).getByText('¥88.80').waitFor();
    await page.context().close();
  });

  it('a session expiry while editing a column goes through login and back to the form with everything typed', async () => {
    const page = await openWithToken(browser, DEMO_TOKENS.verifiedLecturer, '/mine/channel/index');
    await page
      .locator('[data-cate-id]')
      .filter({ hasText: COLUMN })
      .getByRole('link', { name: '编辑', exact: true })
      .click();
    await page.locator('[data-page="channel-edit"] form').waitFor();
    const name = page.getByLabel('专栏名称');
    await expect.poll(() => name.inputValue()).toBe(COLUMN);
    await name.fill(`${COLUMN}（进阶）`);
    await page.getByLabel('专栏价格（元）').fill('66.6');

    let expired = false;
    await page.route('**/api/ls/studio/channelSave**', async (route) => {
      if (expired) return route.continue();
      expired = true;
      await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: 1000, msg: '请先登录' }) });
    });
    await page.getByRole('button', { name: '保存' }).click();
    await pickIdentity(page, '讲师（已实名）');
    await page.locator('[data-page="channel-edit"] form').waitFor();
    await expect.poll(() => page.getByLabel('专栏名称').inputValue(), { timeout: 10_000 }).toBe(`${COLUMN}（进阶）`);
    expect(await page.getByLabel('专栏价格（元）').inputValue()).toBe('66.6');
    await screenshot(page, 'studio-column-restored-after-login');

    await page.getByRole('button', { name: '保存' }).click();
    await page.locator('[data-page="channel-index"]').waitFor();
    await page
      .locator('[data-cate-id]')
      .filter({ hasText: `${COLUMN}（进阶）` })
      .waitFor();
    await page.context().close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { Browser, Page } from 'playwright-core';
import {
  baseUrl,
  collectErrors,
  DEMO_TOKENS,
  goToHash,
  launchChromium,
  openWithToken,
  phonePage,
  resetMock,
  screenshot,
  trackRequests,
} from './support.test-utils';

/**
 * Money out at 375 px against the full mock: the verified lecturer (林晓岚, user 3, ¥1,286.50 available,
 * account filled) withdraws ¥100.00 with the SMS code; 周老师 (user 2, no withdraw account) is sent from cash to the
 * bank account form and comes back to cash; the learner (李小雨, user 1) promotes lesson 8 (¥19.90, 20 %), 周老师
 * buys it through her link (she earns ¥3.98, pending, then settled), and her own purchase through her own link (column
 * 1, ¥19.90 after her ¥10 coupon) earns her nothing. SMS codes are read back from the mock (GET /__mock/sms).
 */
describe('money out: wallet, withdrawals, promotion', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
    await resetMock();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** 获取验证码 (to `mobile` typed, for an account with none bound), the code read as a phone would, typed in. */
  async function enterSmsCode(page: Page, mobile?: string): Promise<void> {
    const phone = page.getByLabel('接收验证码的手机号');
    if (mobile) await phone.fill(mobile);
    const to = await phone.inputValue();
    await page.getByTestId('sms-send').click();
    await page.getByText(/验证码已发送至/).waitFor();
    const sms = (await (await fetch(`${baseUrl()}/__mock/sms?mobile=${to}`)).json()) as { data: { code: string } };
    await page.getByLabel('验证码', { exact: true }).fill(sms.data.code);
  }

  it('the verified lecturer withdraws ¥100.00 with an SMS code: one request, the record, the new balance', async () => {
    const page = await openWithToken(browser, DEMO_TOKENS.verifiedLecturer, '/mine/wallet/index');
    const errors = collectErrors(page);
    await page.getByTestId('wallet-available').filter({ hasText: '¥1286.50' }).waitFor();
    await page.getByRole('link', { name: '申请提现' }).click();
    await page.getByTestId('withdraw-available').filter({ hasText: '¥1286.50' }).waitFor();
    await page.getByLabel('提现金额（元）').fill('2000');
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByText('超出可提现金额 ¥1286.50').waitFor();
    await page.getByLabel('提现金额（元）').fill('１００');
    await page.getByRole('button', { name: '下一步' }).click();
    const confirm = page.getByRole('form', { name: '确认提现' });
    await confirm.waitFor();
    expect(await confirm.locator('dd').allTextContents()).toEqual([
      '¥100.00',
      '¥0.00',
      '¥100.00',
      '招商银行（尾号 1234）',
    ]);
    await enterSmsCode(page);
    await screenshot(page, 'money-cash-confirm');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/wallet/withdraw')) sent.push(request.url());
    });
    await page.getByRole('button', { name: '确认提现' }).dblclick();
    await page.getByTestId('withdraw-balance-after').filter({ hasText: '¥1186.50' }).waitFor();
    expect(sent).toHaveLength(1);
    await screenshot(page, 'money-cash-done');
    await page.getByRole('link', { name: '查看提现记录' }).click();
    const first = page.locator('.money-row').first();
    await first.filter({ hasText: '处理中' }).filter({ hasText: '-¥100.00' }).waitFor();
    await page
      .getByText(/驳回原因：/)
      .first()
      .waitFor();
    await goToHash(page, '/mine/wallet/index');
    await page.getByTestId('wallet-available').filter({ hasText: '¥1186.50' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('with no withdraw account, cash leads to the bank account form; once filled it comes back to cash', async () => {
    const page = await openWithToken(browser, DEMO_TOKENS.lecturer, '/mine/wallet/index');
    const errors = collectErrors(page);
    await page.getByTestId('wallet-available').filter({ hasText: '¥0.00' }).waitFor();
    expect(await goToHash(page, '/mine/wallet/cash')).toBe('/mine/wallet/bankAccount');
    await page.getByLabel('开户名').waitFor();
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('请填写银行卡号').waitFor();
    await page.getByLabel('开户名').fill('周老师');
    await page.getByLabel('开户银行').selectOption({ label: '招商银行' });
    await page.getByLabel('开户支行').fill('招商银行杭州分行');
    await page.getByLabel('银行卡号').fill('6225 8801');
    await enterSmsCode(page, '13900000002');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('银行卡号应为 12–19 位数字').waitFor();
    await page.getByLabel('银行卡号').fill('6225 8801 2345 6789');
    await screenshot(page, 'money-bank-account-filled');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForFunction(() => window.location.hash === '#/mine/wallet/cash');
    await page.getByTestId('withdraw-available').filter({ hasText: '¥0.00' }).waitFor();
    expect(await page.title()).toBe('申请提现');
    await page
      .getByText(/招商银行（尾号 6789）/)
      .first()
      .waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a learner promotes a lesson: a friend buys through her link and she earns; her own purchase earns nothing', async () => {
    const promoter = await openWithToken(browser, DEMO_TOKENS.learner, '/mine/extension/index');
    const errors = collectErrors(promoter);
    const lesson = promoter.getByRole('article', { name: '职场英语：开口就能用的 100 句' });
    await lesson.getByText('佣金 20%，每单约赚 ¥3.98').waitFor();
    await lesson.getByRole('link', { name: '去推广' }).click();
    await promoter.getByRole('img', { name: /推广海报/ }).waitFor();
    const link = (await promoter.getByTestId('promotion-link').textContent()) ?? '';
    expect(new URL(link).searchParams.get('s')).toBe('1');
    expect(new URL(link).hash).toBe('#/lesson/play/8');
    expect(link).not.toContain('token');
    await screenshot(promoter, 'money-sharecard');

    // The friend, in a browser context of their own, opens the shared link and pays.
    const friendUrl = new URL(link);
    friendUrl.searchParams.set('token', DEMO_TOKENS.lecturer);
    const friend = await phonePage(browser);
    await friend.goto(friendUrl.href.replace(new URL(link).origin, baseUrl()));
    const bar = friend.getByRole('region', { name: '课程操作' });
    await bar.getByRole('button', { name: '购买 ¥19.90' }).click();
    await friend.getByRole('dialog', { name: '模拟微信支付' }).getByRole('button', { name: '支付' }).click();
    await bar.getByRole('link', { name: '开始学习' }).waitFor();
    await friend.context().close();

    await goToHash(promoter, '/mine/extension/detail');
    const rows = promoter.getByTestId('commission-row');
    await rows.filter({ hasText: '+¥3.98' }).filter({ hasText: '待结算' }).waitFor();
    await goToHash(promoter, '/mine/extension/wallet');
    await promoter.getByTestId('extension-pending').filter({ hasText: '¥3.98' }).waitFor();
    expect(await promoter.getByTestId('extension-available').textContent()).toBe('¥0.00');

    // Her own link: she buys column 1 (¥19.90 after her coupon) with s = herself.
    await promoter.goto(`${baseUrl()}/?s=1#/lesson/channel/1`);
    const comboBar = promoter.getByRole('region', { name: '购买操作' });
    await comboBar.getByRole('button', { name: '购买 ¥19.90' }).click();
    await promoter.getByRole('dialog', { name: '模拟微信支付' }).getByRole('button', { name: '支付' }).click();
    await promoter.getByText('已加入专栏', { exact: true }).waitFor();

    // The refund window closes (mock-only switch), and the commission becomes withdrawable.
    const settled = await fetch(`${baseUrl()}/__mock/promotion/settle`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${DEMO_TOKENS.learner}`,
    });
    expect(settled.ok).toBe(true);
    await goToHash(promoter, '/mine/extension/wallet');
    await promoter.getByTestId('extension-available').filter({ hasText: '¥3.98' }).waitFor();
    expect(await promoter.getByTestId('extension-total').textContent()).toBe('¥3.98');
    await goToHash(promoter, '/mine/extension/detail');
    await rows.filter({ hasText: '已结算' }).waitFor();
    expect(await rows.count()).toBe(1);
    expect(errors).toEqual([]);
    await promoter.context().close();
  });

  it('推广提现: 周老师 withdraws settled commission with an SMS code; pending commission cannot be withdrawn', async () => {
    // Seed: six orders through 周老师's link are past the 7-day refund window (¥19.90), one is not (¥2.98).
    const page = await openWithToken(browser, DEMO_TOKENS.lecturer, '/mine/extension/wallet');
    const errors = collectErrors(page);
    await page.getByTestId('extension-available').filter({ hasText: '¥19.90' }).waitFor();
    expect(await page.getByTestId('extension-pending').textContent()).toBe('¥2.98');
    await page.getByRole('link', { name: '提现到微信零钱' }).click();
    await page.getByTestId('withdraw-available').filter({ hasText: '¥19.90' }).waitFor();
    await page.getByTestId('present-pending').filter({ hasText: '另有 ¥2.98 佣金待结算' }).waitFor();
    const amount = page.getByLabel('提现金额（元）');
    const next = page.getByRole('button', { name: '下一步' });
    const says = (text: string) => page.getByRole('alert').filter({ hasText: text }).waitFor();

    await amount.fill('abc');
    await next.click();
    await says('请输入正确的金额，如 12 或 12.50');
    expect(await amount.inputValue()).toBe('abc');
    // Settled and pending together (¥22.88): only the settled part can go.
    await amount.fill('22.88');
    await next.click();
    await says('超出可提现金额 ¥19.90');
    expect(await amount.inputValue()).toBe('22.88');
    await amount.fill('0.5');
    await next.click();
    await says('单笔提现不少于 ¥1.00');
    await amount.fill('１２');
    await next.click();
    const confirm = page.getByRole('form', { name: '确认提现' });
    expect(await confirm.locator('dd').allTextContents()).toEqual(['¥12.00', '¥0.00', '¥12.00', '微信零钱']);
    await page.getByRole('button', { name: '返回修改' }).click();
    await amount.fill('12.5');
    await next.click();
    expect(await confirm.locator('dd').first().textContent()).toBe('¥12.50');
    await enterSmsCode(page, '13700001234');
    await screenshot(page, 'money-present-confirm');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/promotion/withdraw')) sent.push(request.url());
    });
    await page.getByRole('button', { name: '确认提现' }).dblclick();
    await page.getByTestId('withdraw-balance-after').filter({ hasText: '¥7.40' }).waitFor();
    expect(sent).toHaveLength(1);
    await screenshot(page, 'money-present-done');
    await page.getByRole('link', { name: '查看提现记录' }).click();
    await page.locator('.money-row').first().filter({ hasText: '-¥12.50' }).filter({ hasText: '处理中' }).waitFor();
    await goToHash(page, '/mine/extension/wallet');
    await page.getByTestId('extension-available').filter({ hasText: '¥7.40' }).waitFor();
    expect(await page.getByTestId('extension-pending').textContent()).toBe('¥2.98');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('收支明细 reads by time or by course, within a period', async () => {
    // From the mock's paid orders of studio 1 (90 % to the lecturer, less any commission): the seed's twelve sales,
    // plus the lesson 8 order of the promotion test above.
    const page = await openWithToken(browser, DEMO_TOKENS.verifiedLecturer, '/mine/wallet/detail');
    const errors = collectErrors(page);
    const entries = page.locator('.money-row');
    await entries.filter({ hasText: '《雅思口语：7 分必备素材》课程收入' }).filter({ hasText: '+¥35.91' }).waitFor();
    await page.getByRole('button', { name: '按课程' }).click();
    const rows = page.getByTestId('goods-income-row');
    await rows.first().filter({ hasText: '职场进阶全家桶' }).filter({ hasText: '+¥178.20' }).waitFor();
    expect(await rows.first().textContent()).toContain('系列课 · 2 单');
    expect(await rows.count()).toBe(10);
    expect(await rows.filter({ hasText: '高效沟通的底层逻辑' }).count()).toBe(1);
    await screenshot(page, 'money-wallet-detail-goods', true);
    await page.getByRole('button', { name: '近 7 天' }).click();
    await rows.first().filter({ hasText: '+¥89.10' }).waitFor();
    // Lesson 1 sold 40 days ago only.
    expect(await rows.filter({ hasText: '高效沟通的底层逻辑' }).count()).toBe(0);
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'money-wallet-detail-goods-200');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('every wallet and promotion page at 375 px and at 200 % text', async () => {
    const shots: [token: string, hash: string, name: string][] = [
      [DEMO_TOKENS.verifiedLecturer, '/mine/wallet/index', 'wallet-index'],
      [DEMO_TOKENS.verifiedLecturer, '/mine/wallet/detail', 'wallet-detail'],
      [DEMO_TOKENS.verifiedLecturer, '/mine/wallet/record', 'wallet-record'],
      [DEMO_TOKENS.verifiedLecturer, '/mine/wallet/cash', 'wallet-cash'],
      [DEMO_TOKENS.verifiedLecturer, '/mine/wallet/bankAccount', 'wallet-bank-account'],
      [DEMO_TOKENS.learner, '/mine/extension/index', 'extension-index'],
      [DEMO_TOKENS.learner, '/mine/extension/wallet', 'extension-wallet'],
      [DEMO_TOKENS.learner, '/mine/extension/detail', 'extension-detail'],
      [DEMO_TOKENS.learner, '/mine/extension/record', 'extension-record'],
      [DEMO_TOKENS.learner, '/mine/extension/present', 'extension-present'],
      [DEMO_TOKENS.learner, '/mine/extension/sharecard?goodsType=1&goodsId=8', 'extension-sharecard'],
      [DEMO_TOKENS.learner, '/mine/extension/secrets', 'extension-secrets'],
      [DEMO_TOKENS.learner, '/mine/extension/test', 'extension-test'],
      [DEMO_TOKENS.learner, '/mine/extension/test2', 'extension-test2'],
    ];
    const pages = new Map<string, { page: Page; requests: ReturnType<typeof trackRequests> }>();
    for (const [token, hash, name] of shots) {
      let open = pages.get(token);
      if (!open) {
        const page = await phonePage(browser);
        open = { page, requests: trackRequests(page) };
        pages.set(token, open);
        await page.goto(`${baseUrl()}/?token=${token}#${hash}`);
        await page.waitForFunction(() => document.querySelector('[data-page^="wallet"], [data-page^="extension"]'));
      } else await goToHash(open.page, hash);
      const { page } = open;
      await open.requests.idle(150);
      if (name === 'extension-sharecard') await page.getByRole('img', { name: /推广海报/ }).waitFor();
      expect(await page.getByText('建设中').count()).toBe(0);
      await screenshot(page, `money-${name}`, true);
      await page.evaluate(() => {
        document.documentElement.style.fontSize = '200%';
      });
      const overflow = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            requestAnimationFrame(() => resolve(document.documentElement.scrollWidth - window.innerWidth));
          }),
      );
      expect(overflow, `${name} is wider than the phone at 200 %`).toBeLessThanOrEqual(0);
      await screenshot(page, `money-${name}-200`);
      await page.evaluate(() => {
        document.documentElement.style.fontSize = '';
      });
    }
    for (const { page } of pages.values()) await page.context().close();
  });
});

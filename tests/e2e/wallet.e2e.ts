import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { Browser } from 'playwright-core';
import { collectErrors, DEMO_TOKENS, goToHash, launchChromium, openWithToken, resetMock } from './support.test-utils';

/**
 * Spec §5 wallet cash and bankAccount, decided by the withdraw account: cash stays when the account is filled and goes
 * to bankAccount when it is not; someone who is not a lecturer goes back to 我的. Run against both mock backends
 * (scripts/e2e.mjs): against the spec-minimal one the account comes only from lecturerWithdrawConf.
 *
 * Seed facts: 林晓岚 (user 3) has a filled withdraw account; 周老师 (user 2) is a lecturer without one.
 */
describe('wallet redirects', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
    await resetMock();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Opens 我的 as `token`, then goes to the cash page the way a link would, and tells where it ended. */
  async function cashAs(token: string): Promise<{ landed: string; title: string; errors: string[] }> {
    const page = await openWithToken(browser, token, '/mine/index');
    const errors = collectErrors(page);
    await page.waitForFunction(() => document.querySelector('[data-page]') !== null);
    const landed = await goToHash(page, '/mine/wallet/cash');
    const title = await page.title();
    await page.context().close();
    return { landed, title, errors };
  }

  it('keeps a lecturer with a filled withdraw account on the cash page', async () => {
    const { landed, title, errors } = await cashAs(DEMO_TOKENS.verifiedLecturer);
    expect(landed).toBe('/mine/wallet/cash');
    expect(title).toBe('申请提现');
    expect(errors).toEqual([]);
  });

  it('sends a lecturer without a withdraw account from cash to the bank account page', async () => {
    const { landed, errors } = await cashAs(DEMO_TOKENS.lecturer);
    expect(landed).toBe('/mine/wallet/bankAccount');
    expect(errors).toEqual([]);
  });

  it('sends someone who is not a lecturer back to 我的', async () => {
    const { landed } = await cashAs(DEMO_TOKENS.learner);
    expect(landed).toBe('/mine/index');
  });
});

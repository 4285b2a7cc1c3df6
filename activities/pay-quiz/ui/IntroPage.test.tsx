import { describe, expect, it } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { purchaseMessages } from '@/features/purchase';
import { mockServer } from '../../../tests/msw-server';
import { BUYER_TOKEN, buyer } from '../quiz.test-utils';
import { IntroPage } from './IntroPage';
import { renderPage } from './render-page';

const learner = { ...buyer, id: 1, nickName: '李小雨' };

describe('pay/index (IntroPage)', () => {
  it('shows a free paper with 开始测试', async () => {
    renderPage(IntroPage, { paperId: 1, token: BUYER_TOKEN, user: buyer });
    expect(await screen.findByRole('heading', { name: '测一测：你的职场沟通力有几分？' })).toBeTruthy();
    expect(screen.getByText('免费')).toBeTruthy();
    expect(screen.getByText('共 5 题')).toBeTruthy();
    expect(screen.getByRole('link', { name: '开始测试' }).getAttribute('href')).toBe(
      '#/activity/pay/question?paperId=1',
    );
  });

  it('pays for a paid paper with the simulated cashier, shows 支付确认中, then goes to the questions', async () => {
    const page = renderPage(IntroPage, { paperId: 2, token: BUYER_TOKEN, user: buyer });
    await userEvent.click(await screen.findByRole('button', { name: '支付 ¥9.90 开始测试' }));
    const sheet = await screen.findByRole('dialog', { name: '模拟微信支付' });
    expect(within(sheet).getByText('¥9.90')).toBeTruthy();
    await userEvent.click(within(sheet).getByRole('button', { name: '支付' }));
    expect((await screen.findByRole('status')).textContent).toBe(purchaseMessages.confirming);
    await expect.poll(() => page.navigations).toEqual(['/activity/pay/question?paperId=2']);
  });

  it('says so when the buyer cancels, and can pay again', async () => {
    renderPage(IntroPage, { paperId: 2, token: BUYER_TOKEN, user: buyer });
    await userEvent.click(await screen.findByRole('button', { name: '支付 ¥9.90 开始测试' }));
    await userEvent.click(await screen.findByRole('button', { name: '取消' }));
    expect((await screen.findByRole('alert')).textContent).toBe(purchaseMessages.cancelled);
    await userEvent.click(screen.getByRole('button', { name: '支付 ¥9.90 开始测试' }));
    await userEvent.click(await screen.findByRole('button', { name: '失败' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/支付/);
  });

  it('lets a buyer who already owns the paper start at once', async () => {
    renderPage(IntroPage, { paperId: 2, token: 'mock.1.test', user: learner });
    expect(await screen.findByText('已购买')).toBeTruthy();
    expect(screen.getByRole('link', { name: '开始测试' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /支付/ })).toBeNull();
  });

  it('shows an error with 重试 when the paper cannot load', async () => {
    let failures = 1;
    mockServer.use(
      http.get('*/api/question/index', () => {
        if (failures-- > 0) return new Response('busy', { status: 502 });
        return undefined;
      }),
    );
    renderPage(IntroPage, { paperId: 1, token: BUYER_TOKEN, user: buyer });
    expect(await screen.findByText('测评加载失败')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '测一测：你的职场沟通力有几分？' })).toBeTruthy();
  });
});

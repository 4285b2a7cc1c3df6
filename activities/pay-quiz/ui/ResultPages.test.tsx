import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeProgress } from '../lib/progress-storage';
import { BUYER_TOKEN, buyer } from '../quiz.test-utils';
import { AmuseResultPage } from './AmuseResultPage';
import { AnswerPage } from './AnswerPage';
import { MajorResultPage } from './MajorResultPage';
import { renderPage } from './render-page';

// Paper 1 (free, core seed): 4 + 4 + 3 + 4 + 2 = 17 points → 沟通高手 (16–20).
const answered = { 101: [1013], 102: [1022], 103: [1032], 104: [1042], 105: [1053] };
const open = (Page: Parameters<typeof renderPage>[0]) =>
  renderPage(Page, { paperId: 1, token: BUYER_TOKEN, user: buyer, title: '测评结果' });

describe('result and review pages', () => {
  it('pay/amuseResult: the band, big, with the score and the ways on', async () => {
    writeProgress(buyer.id, 1, { answers: answered, index: 4 });
    open(AmuseResultPage);
    expect(await screen.findByRole('heading', { name: '沟通高手' })).toBeTruthy();
    expect(screen.getByText('你是团队里最让人放心的沟通者！')).toBeTruthy();
    expect(screen.getByText(/得分/).textContent).toBe('得分 17 / 20');
    expect(screen.getByRole('link', { name: '查看专业解读' }).getAttribute('href')).toBe(
      '#/activity/pay/majorResult?paperId=1',
    );
    expect(screen.getByRole('link', { name: '查看我的答案' })).toBeTruthy();
  });

  it('pay/majorResult: total, the bands with the one reached, and a score per question', async () => {
    writeProgress(buyer.id, 1, { answers: answered, index: 4 });
    open(MajorResultPage);
    expect(await screen.findByRole('heading', { name: '总分 17 / 20' })).toBeTruthy();
    const current = screen.getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'true');
    expect(current?.textContent).toContain('沟通高手');
    expect(screen.getByRole('heading', { name: '逐题得分' })).toBeTruthy();
    expect(screen.getByText('3 / 4 分')).toBeTruthy();
  });

  it('pay/answer: each question with the option chosen, and a way back to change it', async () => {
    writeProgress(buyer.id, 1, { answers: answered, index: 4 });
    const page = open(AnswerPage);
    expect(await screen.findByText('结论和需要的支持')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '修改第 2 题' }));
    expect(page.navigations).toEqual(['/activity/pay/question?paperId=1']);
  });

  it('offers the questions when the answers are not all there', async () => {
    const page = open(AmuseResultPage);
    expect(await screen.findByText('还没有完成答题')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '去答题' }));
    expect(page.navigations).toEqual(['/activity/pay/question?paperId=1']);
  });
});

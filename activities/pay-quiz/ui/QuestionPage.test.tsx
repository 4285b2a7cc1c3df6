import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEED_ANSWER } from '../model/answering';
import { BUYER_TOKEN, buyer } from '../quiz.test-utils';
import { QuestionPage } from './QuestionPage';
import { renderPage } from './render-page';

const learner = { ...buyer, id: 1, nickName: '李小雨' };
const progressOf = () => screen.getByRole('progressbar', { name: '答题进度' });

describe('pay/question (QuestionPage)', () => {
  it('asks one question at a time with real radio buttons, and will not move on without an answer', async () => {
    renderPage(QuestionPage, { paperId: 1, token: BUYER_TOKEN, user: buyer, title: '答题' });
    expect(await screen.findByRole('group', { name: /向领导汇报工作时/ })).toBeTruthy();
    expect(progressOf().getAttribute('aria-valuetext')).toBe('第 1 题，共 5 题');
    expect(screen.getByText('1/5')).toBeTruthy();
    expect((screen.getByRole('button', { name: '上一题' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: '下一题' }));
    expect(screen.getByRole('alert').textContent).toBe(NEED_ANSWER);

    await userEvent.click(screen.getByRole('radio', { name: '结论和需要的支持' }));
    expect(screen.getByRole('alert').textContent).toBe('');
    await userEvent.click(screen.getByRole('button', { name: '下一题' }));
    expect(await screen.findByRole('group', { name: /同事的方案有明显问题/ })).toBeTruthy();
    expect(progressOf().getAttribute('aria-valuenow')).toBe('2');

    await userEvent.click(screen.getByRole('button', { name: '上一题' }));
    expect((screen.getByRole('radio', { name: '结论和需要的支持' }) as HTMLInputElement).checked).toBe(true);
  });

  it('uses checkboxes for a multiple-choice question and submits on the last one', async () => {
    const page = renderPage(QuestionPage, { paperId: 2, token: 'mock.1.test', user: learner, title: '答题' });
    await userEvent.click(await screen.findByRole('radio', { name: '鼓励他自己站起来' }));
    await userEvent.click(screen.getByRole('button', { name: '下一题' }));
    expect(await screen.findByText('多选题')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: '陪着一起写' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '约定时间自己安排' }));
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: '下一题' }));
    await userEvent.click(await screen.findByRole('radio', { name: '户外活动' }));
    await userEvent.click(screen.getByRole('button', { name: '下一题' }));
    await userEvent.click(await screen.findByRole('radio', { name: '听听他的理由' }));
    await userEvent.click(screen.getByRole('button', { name: '提交答案' }));
    expect(page.navigations).toEqual(['/activity/pay/amuseResult?paperId=2']);
  });

  it('comes back to the same question after a reload', async () => {
    const first = renderPage(QuestionPage, { paperId: 1, token: BUYER_TOKEN, user: buyer, title: '答题' });
    await userEvent.click(await screen.findByRole('radio', { name: '事情的来龙去脉' }));
    await userEvent.click(screen.getByRole('button', { name: '下一题' }));
    await screen.findByRole('group', { name: /同事的方案/ });
    first.view.unmount();

    renderPage(QuestionPage, { paperId: 1, token: BUYER_TOKEN, user: buyer, title: '答题' });
    expect(await screen.findByRole('group', { name: /同事的方案/ })).toBeTruthy();
    expect(progressOf().getAttribute('aria-valuenow')).toBe('2');
  });
});

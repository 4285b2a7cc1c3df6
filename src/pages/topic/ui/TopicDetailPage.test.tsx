import { describe, expect, it } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import type { TopicDetail } from '@/entities/topic';
import { ApiError } from '@/shared/api';
import { topicDetail } from '../model/topic-detail';
import { TopicDetailPage } from './TopicDetailPage';

const hostile: TopicDetail = {
  topicId: 4,
  title: '读史使人明智',
  cover: '',
  summary: '在历史里看见自己',
  content:
    '<p>开篇</p><img src=x onerror=alert(1)><script>alert(2)</script>' +
    '<a href="javascript:alert(3)">点我</a><a href="#/lesson/play/9">第一课</a>',
  lessons: [],
};

function renderTopic(answer: (params: { topicId: number }) => Promise<TopicDetail>) {
  const scope = fork({
    handlers: [[topicDetail.loadFx, (_: unknown, params: { topicId: number }) => answer(params)]],
  });
  return render(
    <Provider value={scope}>
      <TopicDetailPage params={{ id: 4 }} query={{}} title="专题详情" />
    </Provider>,
  );
}

describe('TopicDetailPage', () => {
  it("shows the editor's text without its script, handlers or javascript: links", async () => {
    const { container } = renderTopic(async () => hostile);
    expect(await screen.findByText('开篇')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '读史使人明智' })).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.innerHTML).not.toContain('javascript:');
    expect(container.innerHTML).not.toContain('alert');
    expect(screen.getByRole('link', { name: '第一课' }).getAttribute('href')).toBe('#/lesson/play/9');
    expect(screen.getByText('专题里还没有课程')).toBeTruthy();
  });

  it('says a missing topic is gone, and retries a failed one', async () => {
    renderTopic(async () => {
      throw new ApiError('business', '/api/topic/pageDetail', { code: 2, message: '专题不存在' });
    });
    expect(await screen.findByText('专题不存在或已下线')).toBeTruthy();
    expect(screen.getByRole('link', { name: '全部专题' }).getAttribute('href')).toBe('#/topic/list');
  });

  it('offers 重试 after a network failure and then shows the topic', async () => {
    let calls = 0;
    renderTopic(async () => {
      calls += 1;
      if (calls === 1) throw new ApiError('network', '/api/topic/pageDetail');
      return hostile;
    });
    await userEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('开篇')).toBeTruthy();
  });
});

import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { getBargainLessonsFx, getFreeLessonsFx, getRecommendLessonsFx, type PageParams } from '@/entities/lesson';
import { answering } from '../../../../tests/fork-handlers.test-utils';
import { serverPage } from '../../../../tests/lessons.test-utils';
import { DiscountPage, FreePage, HotPage } from './listing-pages';

const props = { params: {}, query: {} };

describe('listing pages', () => {
  // Opened as the first screen: the lists' first requests leave at once (after a route change they wait a frame).
  beforeEach(() => {
    rs.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  });

  it('shows lesson cards as links, page after page, then 没有更多了', async () => {
    const scope = fork({
      handlers: [[getRecommendLessonsFx, answering(async ({ pageNo = 1 }: PageParams) => serverPage(pageNo, 12))]],
    });
    render(
      <Provider value={scope}>
        <HotPage {...props} title="畅销榜" />
      </Provider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '畅销榜' })).toBeTruthy();
    // Page 2 is asked once page 1's rows past the first screenful have rendered, a frame later: more than
    // findBy's 1 s on a busy machine.
    expect(await screen.findByRole('link', { name: /课程12/ }, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('list', { name: '畅销榜' }).children).toHaveLength(12);
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('offers 重试 after an error and shows the empty state', async () => {
    let fail = true;
    const scope = fork({
      handlers: [
        [
          getFreeLessonsFx,
          answering(async ({ pageNo = 1 }: PageParams) => {
            if (fail) throw new Error('网络错误');
            return serverPage(pageNo, 0);
          }),
        ],
      ],
    });
    render(
      <Provider value={scope}>
        <FreePage {...props} title="免费专区" />
      </Provider>,
    );
    fail = false;
    await userEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂时没有免费课程')).toBeTruthy();
  });

  it('counts down each limited-time deal', async () => {
    const bargain = { ...serverPage(1, 1).list[0], originalPrice: 1990, bargainEndTime: Date.now() + 3_600_000 };
    const scope = fork({
      handlers: [
        [getBargainLessonsFx, answering(async () => ({ list: [bargain], pageNo: 1, pageSize: 10, total: 1 }))],
      ],
    });
    render(
      <Provider value={scope}>
        <DiscountPage {...props} title="限时特惠" />
      </Provider>,
    );
    expect(await screen.findByText(/^特惠剩 00:59:/)).toBeTruthy();
    expect(screen.getByText('¥19.90').tagName).toBe('DEL');
  });
});

import { describe, expect, it } from '@rstest/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { $token } from '@/shared/api';
import { LessonComments } from './LessonComments';

function renderComments(lesson: { lessonId: number; isBought: 0 | 1; price: number | null }) {
  const scope = fork({ values: [[$token, 'mock.1.test']] });
  return render(
    <Provider value={scope}>
      <LessonComments lesson={lesson} />
    </Provider>,
  );
}

describe('LessonComments (against the mock backend)', () => {
  it('shows a published comment with markup as the text typed, no element made of it', async () => {
    renderComments({ lessonId: 11, isBought: 1, price: 1990 });
    await screen.findByRole('heading', { name: '评论（5）' });
    await userEvent.type(screen.getByRole('textbox', { name: '写评论' }), '<img src=x onerror=alert(1)>');
    expect(screen.getByText('28/200')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '发表' }));
    const list = screen.getByRole('list', { name: '评论列表' });
    const mine = await within(list).findByText('<img src=x onerror=alert(1)>');
    expect(mine.children).toHaveLength(0);
    expect(list.querySelector('img[src="x"]')).toBeNull();
  });

  it('shows nothing where the switch is off, and no composer to a viewer who has not bought the lesson', async () => {
    const { container, unmount } = renderComments({ lessonId: 15, isBought: 1, price: 0 });
    // Shown while the switch is asked, gone once it answers off.
    expect(container.querySelector('[data-widget="lesson-comments"]')).not.toBeNull();
    await waitFor(() => expect(container.querySelector('[data-widget="lesson-comments"]')).toBeNull());
    unmount();
    renderComments({ lessonId: 1, isBought: 0, price: 990 });
    expect(await screen.findByText('购买后可以发表评论')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '写评论' })).toBeNull();
  });
});

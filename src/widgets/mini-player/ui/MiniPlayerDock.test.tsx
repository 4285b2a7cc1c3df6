import { describe, expect, it } from '@rstest/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createWatch, type EventCallable, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import {
  $currentTime,
  $duration,
  $paused,
  $track,
  closeClicked,
  pauseClicked,
  playClicked,
  type Track,
} from '@/features/player';
import { MiniPlayerDock } from './MiniPlayerDock';

const track: Track = {
  id: 7,
  type: 'audio',
  title: '职场新人的第一课：时间管理',
  cover: '/mock-cdn/cover/lesson-7.svg',
  src: '/mock-cdn/media/lesson-7.wav',
  prevId: 0,
  nextId: 0,
  sample: false,
  serverPosition: null,
};

function renderDock(scope: Scope, lessonOnScreen: number | null = null) {
  return render(
    <Provider value={scope}>
      <MiniPlayerDock lessonOnScreen={lessonOnScreen} aboveTabBar />
    </Provider>,
  );
}

function count(scope: Scope, event: EventCallable<void>) {
  const seen = { times: 0 };
  createWatch({ unit: event, scope, fn: () => seen.times++ });
  return seen;
}

describe('MiniPlayerDock', () => {
  it('shows nothing while nothing is loaded, nor on the loaded lesson’s own page', async () => {
    const { unmount } = renderDock(fork());
    expect(screen.queryByRole('region', { name: '正在播放' })).toBeNull();
    unmount();
    renderDock(fork({ values: [[$track, track]] }), 7);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: '正在播放' })).toBeNull();
  });

  it('elsewhere: cover, title linking back to the lesson, time, play/pause and close', async () => {
    const scope = fork({
      values: [
        [$track, track],
        [$currentTime, 12],
        [$duration, 30],
        [$paused, true],
      ],
    });
    const plays = count(scope, playClicked);
    const pauses = count(scope, pauseClicked);
    const closes = count(scope, closeClicked);
    renderDock(scope, 3);
    const bar = await screen.findByRole('region', { name: '正在播放' });
    const link = within(bar).getByRole('link');
    expect(link.getAttribute('href')).toBe('#/lesson/play/7');
    expect(link.textContent).toContain(track.title);
    expect(within(bar).getByText('00:12 / 00:30')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(bar).getByRole('button', { name: '播放' }));
    expect(plays.times).toBe(1);
    expect(pauses.times).toBe(0);
    await user.click(within(bar).getByRole('button', { name: '关闭播放器' }));
    expect(closes.times).toBe(1);
  });

  it('while playing the button pauses', async () => {
    const scope = fork({
      values: [
        [$track, track],
        [$paused, false],
      ],
    });
    const pauses = count(scope, pauseClicked);
    renderDock(scope);
    const bar = await screen.findByRole('region', { name: '正在播放' });
    await userEvent.setup().click(within(bar).getByRole('button', { name: '暂停' }));
    expect(pauses.times).toBe(1);
  });
});

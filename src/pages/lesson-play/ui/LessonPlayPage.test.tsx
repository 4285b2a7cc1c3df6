import { describe, expect, it } from '@rstest/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { HttpResponse, http } from 'msw';
import { $user } from '@/entities/user';
import { $token } from '@/shared/api';
import { mockServer } from '../../../../tests/msw-server';
import LessonPlayPage from './LessonPlayPage';

function renderLesson(id: number, token: string | null = null) {
  const scope = fork({ values: [[$token, token]] });
  render(
    <Provider value={scope}>
      <LessonPlayPage params={{ id }} query={{}} title="课程详情" />
    </Provider>,
  );
  return scope;
}

/**
 * The action bar once its code has loaded: until then a bar of the same name holds a grey block. It comes
 * after the purchase and coupons (three modules a task apart, after the lesson's paint), hence the longer wait.
 */
const loadedBar = () =>
  waitFor(
    () => {
      const bar = screen.getByRole('region', { name: '课程操作' });
      expect(bar.querySelector('.lesson-play__actions-placeholder')).toBeNull();
      return bar;
    },
    { timeout: 3000 },
  );

describe('LessonPlayPage', () => {
  it('shows a skeleton, then the lesson with its price, lecturer, try-listen and buy button', async () => {
    renderLesson(12, 'mock.2.test');
    expect(screen.getByRole('status', { name: '加载中' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '靖康之变：一个王朝的崩塌' })).toBeTruthy();
    expect(screen.getByText('¥19.90')).toBeTruthy();
    expect(screen.getByRole('region', { name: '讲师' }).textContent).toContain('建国说历史');
    // The player opens once the page's first frame has painted.
    expect(await screen.findByRole('region', { name: '试听' })).toBeTruthy();
    // The action bar's code loads after the first frame too: its grey block first, then the buttons.
    const bar = await loadedBar();
    expect(within(bar).getByRole('button', { name: /购买 ¥19.90/ })).toBeTruthy();
    expect(within(bar).getByRole('button', { name: '收藏' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('a video lesson’s sample plays as video, inline (试看), an audio lesson’s as audio', async () => {
    renderLesson(3, 'mock.2.test');
    const sample = await screen.findByRole('region', { name: '试看' });
    // The video frame shows once the player has taken the sample's track (its effect, then a render).
    const video = await waitFor(() => {
      const frame = sample.querySelector('video');
      expect(frame).not.toBeNull();
      return frame;
    });
    expect(video?.hasAttribute('playsinline')).toBe(true);
    expect(video?.getAttribute('webkit-playsinline')).toBe('true');
    expect(sample.querySelector('audio')).toBeNull();
  });

  it('a bought recorded lesson: the sample became the full player, loaded not playing; 开始学习 plays it here', async () => {
    renderLesson(16, 'mock.1.test');
    const player = await screen.findByRole('region', { name: '收听课程' });
    expect(screen.queryByRole('region', { name: '试听' })).toBeNull();
    // The panel says 准备播放… until the player has taken the lesson's track (its effect, then a render).
    expect(await within(player).findByRole('button', { name: '播放' })).toBeTruthy();
    expect(within(player).getByRole('slider', { name: '播放进度' })).toBeTruthy();
    expect(within(player).getByRole('combobox', { name: '倍速' })).toBeTruthy();
    const audio = document.querySelector('audio');
    expect(audio?.getAttribute('src')).toBe('/mock-cdn/media/lesson-16.wav');
    expect(audio?.hasAttribute('autoplay')).toBe(false);
    const start = within(await loadedBar()).getByRole('link', { name: '开始学习' });
    expect(start.getAttribute('href')).toBe('#/lesson/play/16');
  });

  it('a bought video lesson plays inline in the page (WeChat X5 and iOS attributes)', async () => {
    renderLesson(36, 'mock.1.test');
    const player = await screen.findByRole('region', { name: '观看课程' });
    // The video frame shows once the player has taken the lesson's track (its effect, then a render).
    const video = await waitFor(() => {
      const frame = player.querySelector('video');
      expect(frame).not.toBeNull();
      return frame;
    });
    expect(video?.hasAttribute('playsinline')).toBe(true);
    expect(video?.getAttribute('x5-playsinline')).toBe('true');
    expect(video?.getAttribute('x5-video-player-type')).toBe('h5-page');
  });

  it('offers 领券后 under the price with 领券 to a viewer who could still claim a coupon, and nothing otherwise', async () => {
    renderLesson(12, 'mock.2.test');
    const summary = await screen.findByRole('region', { name: '靖康之变：一个王朝的崩塌' });
    expect((await within(summary).findByText(/领券后/)).textContent).toBe('领券后 ¥9.90');
    expect(within(summary).getByRole('button', { name: '领券' }).getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('collects and uncollects against the server', async () => {
    renderLesson(12, 'mock.2.test');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '收藏' }));
    expect(screen.getByRole('button', { name: '已收藏' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: '已收藏' }));
    expect(await screen.findByRole('button', { name: '收藏' })).toBeTruthy();
  });

  it('renders lesson 14 sanitised: no script, no onerror image, a free listen and 开始学习', async () => {
    renderLesson(14);
    await screen.findByRole('heading', { name: '唐诗里的长安城' });
    // The introduction renders once the page's first frame has painted.
    expect(await screen.findByText('课后思考题见下图：')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(screen.getAllByText('免费').length).toBeGreaterThan(0);
    expect(await screen.findByRole('link', { name: '开始学习' })).toBeTruthy();
  });

  it('tells an unknown lesson apart and offers the way home', async () => {
    renderLesson(99999);
    expect(await screen.findByText('课程不存在')).toBeTruthy();
    expect(screen.getByRole('button', { name: '回到首页' })).toBeTruthy();
  });

  it('says 价格暂不可用 with 重试 and sells nothing when the answer has no price (spec §7 promises none)', async () => {
    mockServer.use(
      http.get('*/api/ls/lesson/findStudioRoomDetail', () =>
        HttpResponse.json({ code: 1, msg: 'ok', data: { lecturerId: 4, isBought: 0, lessonName: '靖康之变' } }),
      ),
    );
    renderLesson(12, 'mock.2.test');
    const summary = await screen.findByRole('region', { name: '靖康之变' });
    expect(within(summary).getByText('价格暂不可用')).toBeTruthy();
    expect(within(summary).queryByText(/领券后/)).toBeNull();
    const bar = await loadedBar();
    expect(within(bar).getByRole('button', { name: '重试' })).toBeTruthy();
    expect(within(bar).queryByRole('button', { name: /购买/ })).toBeNull();
  });

  it('the lecturer opening their own lessons: 管理 (and 进入直播间 when live), never a buy button', async () => {
    const asLecturer = (id: number) => {
      const scope = fork({
        values: [
          [$token, 'mock.3.test'],
          [$user, { id: 3, nickName: '林晓岚' }],
        ] as never,
      });
      return render(
        <Provider value={scope}>
          <LessonPlayPage params={{ id }} query={{}} title="课程详情" />
        </Provider>,
      );
    };
    // Lesson 5: studio 1's (user 3's) live lesson.
    const live = asLecturer(5);
    const bar = await screen.findByRole('region', { name: '课程管理' });
    expect(within(bar).getByRole('link', { name: '管理' }).getAttribute('href')).toBe('#/mine/lesson/5/edit');
    expect(within(bar).getByRole('link', { name: '进入直播间' }).getAttribute('href')).toBe('#/liveroom/lecturer/1/5');
    expect(screen.queryByRole('button', { name: /购买/ })).toBeNull();
    expect(screen.queryByRole('region', { name: '课程操作' })).toBeNull();
    live.unmount();
    // Lesson 1: recorded, also theirs: 管理 only.
    asLecturer(1);
    const recorded = await screen.findByRole('region', { name: '课程管理' });
    expect(within(recorded).getByRole('link', { name: '管理' }).getAttribute('href')).toBe('#/mine/lesson/1/edit');
    expect(within(recorded).queryByRole('link', { name: '进入直播间' })).toBeNull();
    expect(screen.queryByRole('button', { name: /购买/ })).toBeNull();
  });

  it('another lecturer opening the lesson still sees the buy button', async () => {
    const scope = fork({
      values: [
        [$token, 'mock.4.test'],
        [$user, { id: 4, nickName: '王建国' }],
      ] as never,
    });
    render(
      <Provider value={scope}>
        <LessonPlayPage params={{ id: 5 }} query={{}} title="课程详情" />
      </Provider>,
    );
    const bar = await loadedBar();
    expect(within(bar).getByRole('button', { name: /购买/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '管理' })).toBeNull();
  });
});

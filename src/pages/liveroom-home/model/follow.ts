import { combine, createStore, sample } from 'effector';
import { toggleFollowStudioFx } from '@/entities/studio';
import { errorMessage } from '@/shared/api';
import { createServerToggle } from '@/shared/model';
import { showToast } from '@/shared/ui/toast';
import { $home, $studioId, homeLoaded, studioHomeOpened } from './studio-home';

type FollowState = { isFollowed: 0 | 1; fansNum: number };

const follow = createServerToggle({
  effect: toggleFollowStudioFx,
  // One's own studio cannot be followed.
  $subject: combine($home, $studioId, (home, studioId) => (home && home.isOwner === 0 ? { studioId } : null)),
  keyOf: ({ studioId }) => studioId,
  $loaded: $home.map((home) => home?.isFollowed === 1),
  isOn: (answer) => answer.isFollowed === 1,
  reset: [studioHomeOpened, homeLoaded],
});

export const followClicked = follow.clicked;
export const toggleFollowFx = follow.toggleFx;
export const $following = follow.$pending;

/** The server's count of followers: the loaded page's, then each answer's about this studio. */
const $fans = createStore(0)
  .on(homeLoaded, (_, home) => home.fansNum)
  .reset(studioHomeOpened);
sample({
  clock: toggleFollowFx.done,
  source: $studioId,
  // A late answer about the studio the learner has left.
  filter: (studioId, { params }) => params.studioId === studioId,
  fn: (_, { result }) => result.fansNum,
  target: $fans,
});

/** What the button and the count show: a tap counts at once, one up or down from the server's count. */
export const $follow = combine(
  follow.$on,
  follow.$server,
  $fans,
  (on, server, fans): FollowState => ({
    isFollowed: on ? 1 : 0,
    fansNum: on === server ? fans : Math.max(0, fans + (on ? 1 : -1)),
  }),
);

sample({
  clock: toggleFollowFx.failData,
  fn: (error) => ({ message: errorMessage(error), type: 'fail' as const }),
  target: showToast,
});
sample({
  clock: follow.answered,
  fn: ({ isFollowed }) => ({ message: isFollowed ? '已关注' : '已取消关注', type: 'success' as const }),
  target: showToast,
});

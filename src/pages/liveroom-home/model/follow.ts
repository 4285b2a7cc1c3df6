import { attach, createEvent, createStore, sample } from 'effector';
import { toggleFollowStudioFx } from '@/entities/studio';
import { errorMessage } from '@/shared/api';
import { showToast } from '@/shared/ui/toast';
import { $home, $studioId, homeLoaded, studioHomeOpened } from './studio-home';

type FollowState = { isFollowed: 0 | 1; fansNum: number };

export const followClicked = createEvent();
export const toggleFollowFx = attach({ effect: toggleFollowStudioFx });

/** What the button shows: flipped at once on a tap (optimistic), the server's answer after, the old one on failure. */
export const $follow = createStore<FollowState>({ isFollowed: 0, fansNum: 0 })
  .on(homeLoaded, (_, home) => ({ isFollowed: home.isFollowed, fansNum: home.fansNum }))
  .on(toggleFollowFx.doneData, (_, answer) => answer)
  .reset(studioHomeOpened);
/** The state before the tap, put back if the request fails. */
const $beforeTap = createStore<FollowState | null>(null);
export const $following = toggleFollowFx.pending;

// One request per tap: taps while one is on its way are ignored; one's own studio cannot be followed.
const allowedTap = sample({
  clock: followClicked,
  source: { home: $home, follow: $follow, pending: $following },
  filter: ({ home, pending }) => home !== null && home.isOwner === 0 && !pending,
  fn: ({ follow }) => follow,
});

sample({ clock: allowedTap, target: $beforeTap });
sample({
  clock: allowedTap,
  fn: ({ isFollowed, fansNum }): FollowState =>
    isFollowed ? { isFollowed: 0, fansNum: Math.max(0, fansNum - 1) } : { isFollowed: 1, fansNum: fansNum + 1 },
  target: $follow,
});
sample({ clock: allowedTap, source: $studioId, fn: (studioId) => ({ studioId }), target: toggleFollowFx });
sample({
  clock: toggleFollowFx.fail,
  source: $beforeTap,
  filter: (before): before is FollowState => before !== null,
  target: $follow,
});
sample({
  clock: toggleFollowFx.failData,
  fn: (error) => ({ message: errorMessage(error), type: 'fail' as const }),
  target: showToast,
});
sample({
  clock: toggleFollowFx.doneData,
  fn: ({ isFollowed }) => ({ message: isFollowed ? '已关注' : '已取消关注', type: 'success' as const }),
  target: showToast,
});

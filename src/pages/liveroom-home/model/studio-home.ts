import { attach, createEvent, createStore, sample } from 'effector';
import { getStudioHomeFx, type StudioHome } from '@/entities/studio';
import { $viewerRoles } from '@/entities/user';
import { isApiError } from '@/shared/api';
import { linkToMine, shareLink } from '@/shared/routing';
import { shareFx } from '@/shared/wechat';

export type HomeState = 'loading' | 'ready' | 'failed' | 'missing';

/** The mock (and docs/api.md) answer this code for a studio that does not exist. */
export const STUDIO_NOT_FOUND = 20;

export const studioHomeOpened = createEvent<number>();
export const studioHomeRetried = createEvent();

export const loadStudioHomeFx = attach({ effect: getStudioHomeFx });

export const $studioId = createStore(0).on(studioHomeOpened, (_, studioId) => studioId);
export const $home = createStore<StudioHome | null>(null)
  .on(loadStudioHomeFx.doneData, (_, home) => home)
  .reset(studioHomeOpened);
export const $homeState = createStore<HomeState>('loading')
  .on(loadStudioHomeFx, () => 'loading')
  .on(loadStudioHomeFx.done, () => 'ready')
  .on(loadStudioHomeFx.failData, (_, error) =>
    isApiError(error) && error.code === STUDIO_NOT_FOUND ? 'missing' : 'failed',
  );
export const $homeError = createStore<unknown>(null)
  .on(loadStudioHomeFx.failData, (_, error) => error)
  .reset(loadStudioHomeFx);

sample({
  clock: [studioHomeOpened, studioHomeRetried],
  source: $studioId,
  filter: (studioId) => studioId > 0,
  fn: (studioId) => ({ studioId }),
  target: loadStudioHomeFx,
});

/** The studio's own WeChat card (route meta share: true); the viewer is the sharer, never with the token. */
export const shareStudioFx = attach({ effect: shareFx });

sample({
  clock: loadStudioHomeFx.doneData,
  source: $viewerRoles,
  fn: (roles, home) => ({
    title: `${home.studioName || home.lecturerName || '讲师'}的直播间`,
    desc: home.intro || `${home.lessonCount} 节课程，${home.columnCount} 个专栏`,
    imgUrl: home.avatar,
    link: shareLink(linkToMine('liveroom-home', { id: home.studioId }), roles.userId),
  }),
  target: shareStudioFx,
});

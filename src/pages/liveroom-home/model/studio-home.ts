import { attach, combine, createEvent, createStore, sample } from 'effector';
import { getStudioHomeFx, type StudioHome } from '@/entities/studio';
import { $viewerRoles } from '@/entities/user';
import { createPageResource, failedWithCode } from '@/shared/model';
import { linkToMine, shareLink } from '@/shared/routing';
import { shareFx } from '@/shared/wechat';

/** The mock (and docs/api.md) answer this code for a studio that does not exist. */
export const STUDIO_NOT_FOUND = 20;

/** The route's studio id. */
export const studioHomeOpened = createEvent<number>();

/** The studio's home, by `{ studioId }`. */
export const studioHome = createPageResource(getStudioHomeFx);
export const $studioId = studioHome.$params.map((params) => params?.value.studioId ?? 0);
export const $home = studioHome.$data;
/** A link whose id is no studio id at all: nothing is asked. */
const $badId = createStore(false).on(studioHomeOpened, (_, studioId) => !(studioId > 0));
/** The studio does not exist (closed, or a wrong link); anything else may pass on a retry. */
export const $homeMissing = combine(
  $badId,
  failedWithCode(studioHome, STUDIO_NOT_FOUND),
  (badId, notFound) => badId || notFound,
);
/** Each answer for the studio shown. */
export const homeLoaded = sample({
  clock: studioHome.$data.updates,
  filter: (home): home is StudioHome => home !== null,
});

sample({
  clock: studioHomeOpened,
  filter: (studioId) => studioId > 0,
  fn: (studioId) => ({ studioId }),
  target: studioHome.opened,
});

/** The studio's own WeChat card (route meta share: true); the viewer is the sharer, never with the token. */
export const shareStudioFx = attach({ effect: shareFx });

sample({
  clock: homeLoaded,
  source: $viewerRoles,
  fn: (roles, home) => ({
    title: `${home.studioName || home.lecturerName || '讲师'}的直播间`,
    desc: home.intro || `${home.lessonCount} 节课程，${home.columnCount} 个专栏`,
    imgUrl: home.avatar,
    link: shareLink(linkToMine('liveroom-home', { id: home.studioId }), roles.userId),
  }),
  target: shareStudioFx,
});

import { createEvent, createStore, sample } from 'effector';
import { not } from 'patronum';
import { getShareInfoFx, type ShareInfo } from '../api/share';
import { friendLink } from '../lib/paths';

/** The viewer's own share code, visits and place: loaded by every page that offers the viewer's link. */
export const shareInfoRequested = createEvent();

export const $shareInfo = createStore<ShareInfo | null>(null).on(getShareInfoFx.doneData, (_, info) => info);
export const $shareInfoFailed = createStore(false)
  .on(getShareInfoFx.fail, () => true)
  .reset(getShareInfoFx);

/** The viewer's share-friend link: what friends open, so that their visits count for the viewer. */
export const $inviteLink = $shareInfo.map((info) => (info ? friendLink(info.shareCode, window.location) : null));

sample({
  clock: shareInfoRequested,
  filter: not(getShareInfoFx.pending),
  fn: () => undefined,
  target: getShareInfoFx,
});

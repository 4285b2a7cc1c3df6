import { createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { getSharerFx, recordVisitFx, type Sharer } from '../api/share';

export const ShareFriendGate = createGate<{ shareCode: string }>('d12-share-friend');
export const sharerRetried = createEvent();

/** Who owns a share code (the guard has usually looked it up already); sharer null for an unknown code. */
export const $sharerLookup = createStore<{ shareCode: string; sharer: Sharer | null } | null>(null).on(
  getSharerFx.done,
  (_, { params, result }) => ({ shareCode: params.shareCode, sharer: result }),
);
export const $sharerFailed = createStore(false)
  .on(getSharerFx.fail, () => true)
  .reset(getSharerFx);

const opened = sample({ clock: ShareFriendGate.open, fn: ({ shareCode }) => ({ shareCode }) });
sample({
  clock: opened,
  source: $sharerLookup,
  filter: (known, { shareCode }) => known?.shareCode !== shareCode,
  fn: (_, params) => params,
  target: getSharerFx,
});
sample({
  clock: sharerRetried,
  source: ShareFriendGate.state,
  filter: ShareFriendGate.status,
  fn: ({ shareCode }) => ({ shareCode }),
  target: getSharerFx,
});

// The visit that the share rank counts. The server decides whether it counts: once per visitor, never the sharer.
sample({ clock: opened, target: recordVisitFx });

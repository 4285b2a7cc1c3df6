import { createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { getShareRankFx, type ShareRank } from '../api/share';

export const ShareRankGate = createGate<Record<string, never>>('d12-share-rank');
export const shareRankRetried = createEvent();

export const $shareRank = createStore<ShareRank | null>(null).on(getShareRankFx.doneData, (_, rank) => rank);
export const $shareRankFailed = createStore(false)
  .on(getShareRankFx.fail, () => true)
  .reset(getShareRankFx);

// Fresh on every visit: the counts move while the viewer's friends open the link.
sample({ clock: [ShareRankGate.open, shareRankRetried], fn: () => undefined, target: getShareRankFx });
